/**
 * Local, dependency-free cover images for demo venues.
 *
 * `renderVenueSvg` returns a self-contained 1200x800 SVG: a gradient from the
 * venue palette plus a simple illustration of the category. `variant` (0..2)
 * picks one of three compositions so a venue's three images differ. The
 * output is deterministic for the same options and contains no text and no
 * external references.
 */
import type { SeedCategory } from './venue-data';

const W = 1200;
const H = 800;

type Rgb = [number, number, number];
type Attrs = Record<string, string | number | undefined>;
type Rand = () => number;

interface Theme {
  /** Palette colours, parsed. */
  a: Rgb;
  b: Rgb;
  /** Dark tone for objects. */
  ink: string;
  /** Slightly lighter dark tone. */
  inkSoft: string;
  /** Mid tone between the two palette colours. */
  mid: string;
  /** Light version of the second colour. */
  accent: string;
  /** Very light tint, for paper, cloth, screens. */
  pale: string;
  /** Warm wood-like tone tinted by the palette. */
  wood: string;
  /** Prefix for ids so several inlined SVGs never collide. */
  uid: string;
}

// ───────────────────────────── helpers ─────────────────────────────

function num(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function escapeAttr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : escapeAttr(v)}"`;
  }
  return out;
}

function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(hex: string, fallback: Rgb): Rgb {
  const body = HEX_RE.exec(hex.trim())?.[1];
  if (!body) return fallback;
  const full =
    body.length === 3
      ? body
          .split('')
          .map((c) => c + c)
          .join('')
      : body;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(c: Rgb): string {
  return (
    '#' +
    c
      .map((x) =>
        Math.max(0, Math.min(255, Math.round(x)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function luminance(c: Rgb): number {
  return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG. */
function rng(seed: number): Rand {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(r: Rand, lo: number, hi: number): number {
  return lo + r() * (hi - lo);
}

function makeTheme(palette: [string, string], uid: string): Theme {
  const a = parseHex(palette[0], [52, 58, 96]);
  const b = parseHex(palette[1], [230, 140, 90]);
  // Use whichever palette colour is darker as the base for object ink.
  const darker = luminance(a) <= luminance(b) ? a : b;
  return {
    a,
    b,
    ink: toHex(mix(darker, BLACK, 0.62)),
    inkSoft: toHex(mix(darker, BLACK, 0.4)),
    mid: toHex(mix(a, b, 0.5)),
    accent: toHex(mix(b, WHITE, 0.3)),
    pale: toHex(mix(b, WHITE, 0.82)),
    wood: toHex(mix(mix(a, b, 0.5), [176, 120, 78], 0.65)),
    uid,
  };
}

/** Soft drop shadow under an object standing on the floor. */
function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string {
  return el('ellipse', { cx, cy, rx, ry, fill: '#000', 'fill-opacity': opacity });
}

/** A floor band for side-view scenes. */
function floor(y: number, opacity = 0.14): string {
  return el('rect', { x: 0, y, width: W, height: H - y, fill: '#000', 'fill-opacity': opacity });
}

function quadPoint(p0: [number, number], p1: [number, number], p2: [number, number], t: number): [number, number] {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

function plant(x: number, y: number, scale: number, t: Theme): string {
  // Pot at (x, y) = bottom centre.
  const s = scale;
  let out = shadow(x, y + 4, 60 * s, 10 * s, 0.2);
  const leaves: Array<[number, number, number]> = [
    [-40, -150, -35],
    [35, -165, 30],
    [-10, -190, -5],
    [-55, -110, -60],
    [55, -120, 55],
  ];
  for (const [dx, dy, rot] of leaves) {
    const lx = x + dx * s;
    const ly = y - 70 * s + dy * s * 0.6;
    out += el('ellipse', {
      cx: lx,
      cy: ly,
      rx: 22 * s,
      ry: 62 * s,
      fill: toHex(mix(mix(t.a, [64, 140, 90], 0.7), BLACK, 0.15)),
      transform: `rotate(${num(rot)} ${num(lx)} ${num(ly)})`,
    });
  }
  out += el('path', {
    d: `M ${num(x - 48 * s)} ${num(y - 80 * s)} H ${num(x + 48 * s)} L ${num(x + 36 * s)} ${num(y)} H ${num(x - 36 * s)} Z`,
    fill: t.wood,
  });
  return out;
}

// ───────────────────────────── audio ─────────────────────────────

function audioMicrophone(t: Theme, r: Rand): string {
  const cx = 640;
  const cy = 380;
  let s = '';
  // Waveform across the image, quiet near the microphone.
  for (let x = 40; x <= W - 40; x += 22) {
    const d = Math.abs(x - cx);
    if (d < 140) continue;
    const env = 0.25 + 0.75 * Math.sin(Math.min(1, (d - 140) / 520) * Math.PI);
    const h = 16 + r() * 240 * env;
    s += el('rect', { x: x - 5, y: cy - h / 2, width: 10, height: h, rx: 5, fill: '#fff', 'fill-opacity': 0.26 });
  }
  s += floor(700, 0.12);
  s += shadow(cx, 712, 170, 20);
  // Cable.
  s += el('path', {
    d: `M ${cx} 470 C ${cx + 10} 600, ${cx + 190} 560, ${cx + 240} 712`,
    fill: 'none',
    stroke: t.ink,
    'stroke-width': 9,
    'stroke-linecap': 'round',
  });
  // Stand.
  s += el('ellipse', { cx, cy: 700, rx: 120, ry: 20, fill: t.ink });
  s += el('rect', { x: cx - 10, y: 460, width: 20, height: 240, fill: t.ink });
  // Pop filter on a gooseneck.
  s += el('path', {
    d: `M ${cx - 10} 540 C ${cx - 140} 540, ${cx - 250} 470, ${cx - 250} 360`,
    fill: 'none',
    stroke: t.inkSoft,
    'stroke-width': 8,
    'stroke-linecap': 'round',
  });
  s += el('circle', {
    cx: cx - 250,
    cy: 255,
    r: 105,
    fill: '#fff',
    'fill-opacity': 0.14,
    stroke: t.ink,
    'stroke-width': 12,
  });
  s += el('circle', {
    cx: cx - 250,
    cy: 255,
    r: 80,
    fill: 'none',
    stroke: '#fff',
    'stroke-opacity': 0.18,
    'stroke-width': 3,
  });
  // Shock mount.
  s += el('path', {
    d: `M ${cx - 100} 320 Q ${cx - 100} 470 ${cx} 470 Q ${cx + 100} 470 ${cx + 100} 320`,
    fill: 'none',
    stroke: t.inkSoft,
    'stroke-width': 16,
    'stroke-linecap': 'round',
  });
  // Body and grille.
  const clip = `${t.uid}-grille`;
  s += el('rect', { x: cx - 66, y: 140, width: 132, height: 320, rx: 66, fill: t.ink });
  s += el('clipPath', { id: clip }, el('rect', { x: cx - 66, y: 140, width: 132, height: 180, rx: 66 }));
  let grille = el('rect', { x: cx - 66, y: 140, width: 132, height: 180, fill: t.pale });
  for (let y = 150; y < 320; y += 13) {
    grille += el('line', {
      x1: cx - 70,
      y1: y,
      x2: cx + 70,
      y2: y,
      stroke: t.ink,
      'stroke-opacity': 0.22,
      'stroke-width': 3,
    });
  }
  for (let x = cx - 60; x < cx + 66; x += 13) {
    grille += el('line', { x1: x, y1: 140, x2: x, y2: 320, stroke: t.ink, 'stroke-opacity': 0.16, 'stroke-width': 3 });
  }
  s += el('g', { 'clip-path': `url(#${clip})` }, grille);
  s += el('rect', { x: cx - 70, y: 316, width: 140, height: 20, rx: 5, fill: t.accent });
  s += el('rect', { x: cx - 46, y: 165, width: 16, height: 130, rx: 8, fill: '#fff', 'fill-opacity': 0.55 });
  s += el('circle', { cx, cy: 390, r: 9, fill: t.accent });
  return s;
}

function audioConsole(t: Theme, r: Rand): string {
  let s = floor(640, 0.14);
  // Studio monitors.
  for (const x of [150, 850]) {
    s += shadow(x + 100, 650, 130, 14);
    s += el('rect', { x, y: 220, width: 200, height: 330, rx: 22, fill: t.ink });
    s += el('rect', { x: x + 80, y: 550, width: 40, height: 100, fill: t.inkSoft });
    s += el('circle', {
      cx: x + 100,
      cy: 300,
      r: 36,
      fill: t.inkSoft,
      stroke: '#fff',
      'stroke-opacity': 0.25,
      'stroke-width': 4,
    });
    s += el('circle', { cx: x + 100, cy: 300, r: 12, fill: t.accent });
    s += el('circle', {
      cx: x + 100,
      cy: 440,
      r: 76,
      fill: t.inkSoft,
      stroke: '#fff',
      'stroke-opacity': 0.25,
      'stroke-width': 5,
    });
    s += el('circle', { cx: x + 100, cy: 440, r: 30, fill: t.ink, stroke: t.accent, 'stroke-width': 4 });
  }
  // Screen with a waveform.
  s += el('rect', { x: 430, y: 200, width: 340, height: 210, rx: 14, fill: t.ink });
  s += el('rect', { x: 446, y: 216, width: 308, height: 178, rx: 6, fill: t.inkSoft });
  s += el('rect', { x: 585, y: 410, width: 30, height: 60, fill: t.ink });
  for (let lane = 0; lane < 3; lane++) {
    const yc = 250 + lane * 55;
    let d = `M 460 ${yc}`;
    for (let x = 466; x <= 740; x += 6) {
      const amp = (4 + r() * 20) * (lane === 1 ? 1.2 : 0.8);
      d += ` L ${x} ${num(yc + (x % 12 === 0 ? -amp : amp))}`;
    }
    s += el('path', {
      d,
      fill: 'none',
      stroke: lane === 1 ? t.accent : '#fff',
      'stroke-opacity': lane === 1 ? 1 : 0.55,
      'stroke-width': 2.5,
    });
  }
  s += el('rect', { x: 560, y: 216, width: 3, height: 178, fill: '#fff', 'fill-opacity': 0.8 });
  // Mixing console.
  s += shadow(600, 735, 330, 22);
  s += el('path', { d: 'M 330 520 H 870 L 930 720 H 270 Z', fill: t.ink });
  s += el('path', { d: 'M 270 720 H 930 V 740 H 270 Z', fill: t.inkSoft });
  const channels = 14;
  for (let i = 0; i < channels; i++) {
    const f = (i + 0.5) / channels;
    const topX = 330 + f * 540;
    const botX = 270 + f * 660;
    for (let k = 0; k < 3; k++) {
      const yy = 545 + k * 24;
      const xx = topX + (botX - topX) * ((yy - 520) / 200);
      s += el('circle', {
        cx: xx,
        cy: yy,
        r: 6.5,
        fill: k === 0 ? t.accent : '#fff',
        'fill-opacity': k === 0 ? 0.95 : 0.55,
      });
    }
    const y1 = 625;
    const y2 = 705;
    const x1 = topX + (botX - topX) * ((y1 - 520) / 200);
    const x2 = topX + (botX - topX) * ((y2 - 520) / 200);
    s += el('line', {
      x1,
      y1,
      x2,
      y2,
      stroke: '#000',
      'stroke-opacity': 0.5,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
    const ft = between(r, 0.1, 0.9);
    const fx = x1 + (x2 - x1) * ft;
    const fy = y1 + (y2 - y1) * ft;
    s += el('rect', {
      x: fx - 11,
      y: fy - 6,
      width: 22,
      height: 12,
      rx: 3,
      fill: i === channels - 1 ? t.accent : t.pale,
    });
  }
  return s;
}

function audioHeadphones(t: Theme, r: Rand): string {
  const cx = 600;
  const cy = 400;
  let s = '';
  // Radial waveform.
  const bars = 84;
  for (let i = 0; i < bars; i++) {
    const ang = (i / bars) * Math.PI * 2;
    const len = 24 + r() * 110 * (0.55 + 0.45 * Math.abs(Math.sin(ang * 2)));
    const r0 = 250;
    s += el('line', {
      x1: cx + Math.cos(ang) * r0,
      y1: cy + Math.sin(ang) * r0,
      x2: cx + Math.cos(ang) * (r0 + len),
      y2: cy + Math.sin(ang) * (r0 + len),
      stroke: '#fff',
      'stroke-opacity': 0.22 + r() * 0.2,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    });
  }
  s += el('circle', { cx, cy, r: 232, fill: '#fff', 'fill-opacity': 0.1 });
  s += el('circle', { cx, cy, r: 232, fill: 'none', stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 3 });
  // Headband.
  s += el('path', {
    d: `M ${cx - 150} ${cy + 30} A 150 170 0 0 1 ${cx + 150} ${cy + 30}`,
    fill: 'none',
    stroke: t.ink,
    'stroke-width': 34,
    'stroke-linecap': 'round',
  });
  s += el('path', {
    d: `M ${cx - 118} ${cy - 40} A 120 140 0 0 1 ${cx + 118} ${cy - 40}`,
    fill: 'none',
    stroke: t.accent,
    'stroke-width': 14,
    'stroke-linecap': 'round',
  });
  // Ear cups.
  for (const side of [-1, 1]) {
    const x = cx + side * 160;
    s += el('rect', { x: x - 30, y: cy - 10, width: 60, height: 90, rx: 16, fill: t.inkSoft });
    s += el('rect', { x: x - 52, y: cy + 10, width: 104, height: 170, rx: 48, fill: t.ink });
    s += el('rect', {
      x: x - 32 - side * 10,
      y: cy + 30,
      width: 64,
      height: 130,
      rx: 30,
      fill: t.accent,
      'fill-opacity': 0.85,
    });
  }
  return s;
}

// ───────────────────────────── photo ─────────────────────────────

function photoCamera(t: Theme, r: Rand): string {
  let s = '';
  // Bokeh.
  for (let i = 0; i < 16; i++) {
    s += el('circle', {
      cx: between(r, 0, W),
      cy: between(r, 0, H),
      r: between(r, 20, 90),
      fill: '#fff',
      'fill-opacity': between(r, 0.05, 0.18),
    });
  }
  const cx = 600;
  const cy = 440;
  s += shadow(cx, 640, 300, 26, 0.25);
  // Strap lugs.
  s += el('path', { d: `M 330 330 C 250 360, 240 520, 200 800`, fill: 'none', stroke: t.ink, 'stroke-width': 14 });
  s += el('path', { d: `M 870 330 C 950 360, 960 520, 1000 800`, fill: 'none', stroke: t.ink, 'stroke-width': 14 });
  // Body.
  s += el('path', { d: 'M 480 275 L 530 205 H 670 L 720 275 Z', fill: t.ink });
  s += el('rect', { x: 545, y: 220, width: 110, height: 36, rx: 6, fill: t.inkSoft });
  s += el('rect', { x: 740, y: 238, width: 70, height: 40, rx: 10, fill: t.inkSoft });
  s += el('rect', { x: 400, y: 248, width: 60, height: 30, rx: 8, fill: t.inkSoft });
  s += el('rect', { x: 320, y: 270, width: 560, height: 340, rx: 42, fill: t.ink });
  s += el('rect', { x: 320, y: 340, width: 560, height: 200, fill: '#000', 'fill-opacity': 0.18 });
  s += el('rect', { x: 365, y: 300, width: 90, height: 44, rx: 8, fill: t.pale });
  s += el('circle', { cx: 800, cy: 320, r: 14, fill: t.accent });
  // Lens.
  const lens = `${t.uid}-lens`;
  s += el(
    'radialGradient',
    { id: lens, cx: '40%', cy: '35%', r: '70%' },
    el('stop', { offset: '0', 'stop-color': t.accent }) +
      el('stop', { offset: '0.45', 'stop-color': t.inkSoft }) +
      el('stop', { offset: '1', 'stop-color': '#000' }),
  );
  s += el('circle', { cx, cy, r: 158, fill: t.inkSoft });
  s += el('circle', { cx, cy, r: 140, fill: t.ink, stroke: '#fff', 'stroke-opacity': 0.2, 'stroke-width': 4 });
  s += el('circle', { cx, cy, r: 108, fill: `url(#${lens})` });
  s += el('circle', { cx, cy, r: 48, fill: '#000', 'fill-opacity': 0.55 });
  s += el('ellipse', {
    cx: cx - 40,
    cy: cy - 42,
    rx: 26,
    ry: 16,
    fill: '#fff',
    'fill-opacity': 0.6,
    transform: `rotate(-35 ${cx - 40} ${cy - 42})`,
  });
  s += el('circle', { cx: cx + 38, cy: cy + 40, r: 8, fill: '#fff', 'fill-opacity': 0.35 });
  return s;
}

function softbox(x: number, dir: 1 | -1, t: Theme, beam: string): string {
  // x: centre of the stand. dir: 1 faces right, -1 faces left.
  let s = '';
  const faceX = x + dir * 70;
  const backX = x - dir * 10;
  // Light beam towards the centre.
  s += el('path', {
    d: `M ${faceX} 160 L ${faceX} 470 L ${faceX + dir * 420} 700 L ${faceX + dir * 520} 420 Z`,
    fill: `url(#${beam})`,
    'fill-opacity': 0.5,
  });
  // Stand and legs.
  s += shadow(x, 722, 110, 12, 0.2);
  s += el('rect', { x: x - 6, y: 320, width: 12, height: 390, fill: t.ink });
  for (const dx of [-90, 0, 90]) {
    s += el('line', {
      x1: x,
      y1: 600,
      x2: x + dx,
      y2: 720,
      stroke: t.ink,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    });
  }
  // Box depth (back).
  s += el('path', {
    d: `M ${faceX} 150 L ${backX} 270 L ${backX} 360 L ${faceX} 480 Z`,
    fill: t.ink,
  });
  // Diffuser face.
  s += el('rect', {
    x: faceX - 14,
    y: 140,
    width: 28,
    height: 350,
    rx: 8,
    fill: t.pale,
    stroke: t.ink,
    'stroke-width': 8,
  });
  s += el('ellipse', {
    cx: faceX + dir * 8,
    cy: 315,
    rx: 10,
    ry: 140,
    fill: '#fff',
    'fill-opacity': 0.9,
  });
  return s;
}

function photoSoftboxes(t: Theme, r: Rand): string {
  const beamStops =
    el('stop', { offset: '0', 'stop-color': '#fff', 'stop-opacity': 0.7 }) +
    el('stop', { offset: '1', 'stop-color': '#fff', 'stop-opacity': 0 });
  const beamRight = `${t.uid}-beam-r`;
  const beamLeft = `${t.uid}-beam-l`;
  let s = el('linearGradient', { id: beamRight, x1: '0', y1: '0', x2: '1', y2: '0' }, beamStops);
  s += el('linearGradient', { id: beamLeft, x1: '1', y1: '0', x2: '0', y2: '0' }, beamStops);
  // Backdrop paper sweep.
  s += el('path', {
    d: `M 360 0 H 840 V 560 Q 840 640 900 700 H 300 Q 360 640 360 560 Z`,
    fill: t.pale,
    'fill-opacity': 0.35,
  });
  s += floor(700, 0.14);
  s += softbox(210, 1, t, beamRight);
  s += softbox(990, -1, t, beamLeft);
  // Stool in the middle.
  const seat = 520 + r() * 40;
  s += shadow(600, 712, 90, 12);
  for (const dx of [-52, 52]) {
    s += el('line', {
      x1: 600 + dx * 0.6,
      y1: seat,
      x2: 600 + dx,
      y2: 706,
      stroke: t.ink,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    });
  }
  s += el('line', { x1: 565, y1: 640, x2: 635, y2: 640, stroke: t.ink, 'stroke-width': 8 });
  s += el('ellipse', { cx: 600, cy: seat, rx: 68, ry: 16, fill: t.wood });
  s += el('rect', { x: 532, y: seat, width: 136, height: 14, fill: t.wood });
  s += el('ellipse', { cx: 600, cy: seat, rx: 68, ry: 16, fill: '#fff', 'fill-opacity': 0.15 });
  return s;
}

function photoCyclorama(t: Theme, r: Rand): string {
  let s = '';
  // Backdrop stand and paper roll.
  s += floor(690, 0.16);
  s += el('path', { d: 'M 330 150 H 870 V 520 Q 870 640 990 705 H 210 Q 330 640 330 520 Z', fill: t.pale });
  const sweep = `${t.uid}-sweep`;
  s += el(
    'linearGradient',
    { id: sweep, x1: '0', y1: '0', x2: '0', y2: '1' },
    el('stop', { offset: '0', 'stop-color': '#000', 'stop-opacity': 0 }) +
      el('stop', { offset: '1', 'stop-color': '#000', 'stop-opacity': 0.12 }),
  );
  s += el('path', { d: 'M 330 150 H 870 V 520 Q 870 640 990 705 H 210 Q 330 640 330 520 Z', fill: `url(#${sweep})` });
  for (const x of [300, 900]) {
    s += el('rect', { x: x - 7, y: 110, width: 14, height: 600, fill: t.ink });
    s += el('line', {
      x1: x,
      y1: 640,
      x2: x - 50,
      y2: 712,
      stroke: t.ink,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    });
    s += el('line', {
      x1: x,
      y1: 640,
      x2: x + 50,
      y2: 712,
      stroke: t.ink,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    });
  }
  s += el('rect', { x: 280, y: 118, width: 640, height: 40, rx: 20, fill: t.accent });
  s += el('rect', { x: 280, y: 118, width: 640, height: 12, rx: 6, fill: '#fff', 'fill-opacity': 0.35 });
  // Spotlight from the top-left corner onto the paper.
  const spot = `${t.uid}-spot`;
  s += el(
    'radialGradient',
    { id: spot, cx: '50%', cy: '50%', r: '50%' },
    el('stop', { offset: '0', 'stop-color': '#fff', 'stop-opacity': 0.75 }) +
      el('stop', { offset: '1', 'stop-color': '#fff', 'stop-opacity': 0 }),
  );
  const sx = 520 + r() * 160;
  s += el('ellipse', { cx: sx, cy: 470, rx: 240, ry: 200, fill: `url(#${spot})` });
  // Fresnel light on a stand at the right.
  s += shadow(1060, 722, 90, 10, 0.2);
  s += el('rect', { x: 1054, y: 360, width: 12, height: 350, fill: t.ink });
  for (const dx of [-70, 0, 70]) {
    s += el('line', {
      x1: 1060,
      y1: 620,
      x2: 1060 + dx,
      y2: 720,
      stroke: t.ink,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    });
  }
  s += el('rect', { x: 1000, y: 270, width: 120, height: 100, rx: 20, fill: t.ink, transform: 'rotate(-18 1060 320)' });
  s += el('circle', { cx: 1018, cy: 334, r: 40, fill: t.pale, stroke: t.inkSoft, 'stroke-width': 8 });
  // Camera on a tripod, lower left.
  s += shadow(150, 730, 100, 12, 0.2);
  for (const dx of [-80, 0, 80]) {
    s += el('line', {
      x1: 150,
      y1: 500,
      x2: 150 + dx,
      y2: 728,
      stroke: t.ink,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    });
  }
  s += el('rect', { x: 92, y: 420, width: 116, height: 80, rx: 14, fill: t.ink });
  s += el('rect', { x: 200, y: 438, width: 44, height: 44, rx: 8, fill: t.inkSoft });
  s += el('circle', { cx: 150, cy: 460, r: 24, fill: t.inkSoft, stroke: t.accent, 'stroke-width': 5 });
  return s;
}

// ─────────────────────────── restaurant ───────────────────────────

function plateTop(cx: number, cy: number, t: Theme, r: Rand, rot: number): string {
  let s = el('circle', { cx: cx + 6, cy: cy + 8, r: 86, fill: '#000', 'fill-opacity': 0.15 });
  s += el('circle', { cx, cy, r: 86, fill: '#fff' });
  s += el('circle', { cx, cy, r: 62, fill: t.pale, stroke: '#000', 'stroke-opacity': 0.06, 'stroke-width': 3 });
  // Food: a few shapes.
  const n = 3 + Math.floor(r() * 3);
  for (let i = 0; i < n; i++) {
    const ang = r() * Math.PI * 2;
    const d = r() * 26;
    s += el('circle', {
      cx: cx + Math.cos(ang) * d,
      cy: cy + Math.sin(ang) * d,
      r: 10 + r() * 14,
      fill: i % 2 === 0 ? t.accent : toHex(mix(t.b, [90, 150, 70], 0.6)),
      'fill-opacity': 0.95,
    });
  }
  // Cutlery around the plate.
  const g =
    el('rect', { x: cx - 122, y: cy - 70, width: 12, height: 140, rx: 6, fill: '#fff', 'fill-opacity': 0.85 }) +
    el('rect', { x: cx + 110, y: cy - 70, width: 12, height: 140, rx: 6, fill: '#fff', 'fill-opacity': 0.85 }) +
    el('rect', { x: cx - 124, y: cy - 70, width: 16, height: 40, rx: 4, fill: '#fff', 'fill-opacity': 0.85 });
  s += el('g', { transform: `rotate(${num(rot)} ${num(cx)} ${num(cy)})` }, g);
  // Glass.
  s += el('circle', {
    cx: cx + 100,
    cy: cy - 100,
    r: 26,
    fill: '#fff',
    'fill-opacity': 0.35,
    stroke: '#fff',
    'stroke-opacity': 0.8,
    'stroke-width': 4,
  });
  return s;
}

function restaurantTable(t: Theme, r: Rand): string {
  let s = '';
  // Floor tiles.
  for (let x = 0; x < W; x += 100) {
    for (let y = 0; y < H; y += 100) {
      if ((x / 100 + y / 100) % 2 === 0)
        s += el('rect', { x, y, width: 100, height: 100, fill: '#000', 'fill-opacity': 0.05 });
    }
  }
  // Table and cloth, seen from above.
  s += el('rect', { x: 150, y: 140, width: 900, height: 520, rx: 36, fill: '#000', 'fill-opacity': 0.2 });
  s += el('rect', { x: 136, y: 126, width: 900, height: 520, rx: 36, fill: t.wood });
  s += el('rect', { x: 186, y: 176, width: 800, height: 420, rx: 20, fill: t.pale, 'fill-opacity': 0.92 });
  for (let x = 226; x < 986; x += 40) {
    s += el('rect', { x, y: 176, width: 14, height: 420, fill: t.accent, 'fill-opacity': 0.12 });
  }
  const spots: Array<[number, number, number]> = [
    [336, 280, -8],
    [586, 280, 4],
    [836, 280, -3],
    [336, 500, 6],
    [586, 500, -5],
    [836, 500, 8],
  ];
  for (const [x, y, rot] of spots) s += plateTop(x, y, t, r, rot);
  // Centre bread basket / flowers.
  s += el('ellipse', {
    cx: 586,
    cy: 390,
    rx: 70,
    ry: 26,
    fill: t.wood,
    stroke: '#000',
    'stroke-opacity': 0.15,
    'stroke-width': 3,
  });
  for (let i = 0; i < 5; i++) {
    s += el('circle', { cx: 546 + i * 20, cy: 388 + (i % 2) * 6, r: 10, fill: t.accent });
  }
  return s;
}

function wineGlass(x: number, baseY: number, t: Theme, fill: number): string {
  const top = baseY - 200;
  let s = shadow(x, baseY + 4, 46, 7, 0.18);
  const bowl = `M ${x - 44} ${top} Q ${x - 50} ${top + 100} ${x} ${top + 110} Q ${x + 50} ${top + 100} ${x + 44} ${top} Z`;
  s += el('path', {
    d: bowl,
    fill: '#fff',
    'fill-opacity': 0.22,
    stroke: '#fff',
    'stroke-opacity': 0.85,
    'stroke-width': 4,
  });
  const wineTop = top + 40 + (1 - fill) * 40;
  s += el('path', {
    d: `M ${x - 44} ${wineTop} Q ${x - 46} ${top + 100} ${x} ${top + 108} Q ${x + 46} ${top + 100} ${x + 44} ${wineTop} Z`,
    fill: toHex(mix(t.b, [130, 20, 40], 0.6)),
    'fill-opacity': 0.9,
  });
  s += el('rect', { x: x - 3, y: top + 108, width: 6, height: 88, fill: '#fff', 'fill-opacity': 0.85 });
  s += el('ellipse', { cx: x, cy: baseY - 2, rx: 36, ry: 7, fill: '#fff', 'fill-opacity': 0.85 });
  return s;
}

function restaurantBar(t: Theme, r: Rand): string {
  let s = '';
  // Back shelf with bottles.
  s += el('rect', { x: 0, y: 420, width: W, height: 14, fill: t.ink, 'fill-opacity': 0.7 });
  let x = 40;
  while (x < W - 40) {
    const h = 90 + r() * 70;
    const w = 34 + r() * 14;
    const c = r() < 0.5 ? t.inkSoft : toHex(mix(t.b, BLACK, 0.3));
    s += el('rect', { x, y: 420 - h, width: w, height: h, rx: 8, fill: c, 'fill-opacity': 0.75 });
    s += el('rect', { x: x + w / 2 - 6, y: 420 - h - 40, width: 12, height: 46, rx: 4, fill: c, 'fill-opacity': 0.75 });
    s += el('rect', { x: x + 4, y: 420 - h * 0.6, width: w - 8, height: 26, rx: 3, fill: t.pale, 'fill-opacity': 0.6 });
    x += w + 18 + r() * 30;
  }
  // Pendant lamps with glow.
  const glow = `${t.uid}-glow`;
  s += el(
    'radialGradient',
    { id: glow, cx: '50%', cy: '50%', r: '50%' },
    el('stop', { offset: '0', 'stop-color': '#fff6d8', 'stop-opacity': 0.75 }) +
      el('stop', { offset: '1', 'stop-color': '#fff6d8', 'stop-opacity': 0 }),
  );
  for (const lx of [250, 600, 950]) {
    const ly = 150 + r() * 40;
    s += el('circle', { cx: lx, cy: ly + 30, r: 150, fill: `url(#${glow})` });
    s += el('line', { x1: lx, y1: 0, x2: lx, y2: ly - 30, stroke: t.ink, 'stroke-width': 4 });
    s += el('path', {
      d: `M ${lx - 70} ${ly + 20} Q ${lx - 60} ${ly - 34} ${lx} ${ly - 34} Q ${lx + 60} ${ly - 34} ${lx + 70} ${ly + 20} Z`,
      fill: t.ink,
    });
    s += el('ellipse', { cx: lx, cy: ly + 22, rx: 34, ry: 10, fill: '#fff6d8' });
  }
  // Counter.
  s += el('rect', { x: 0, y: 560, width: W, height: 30, fill: t.wood });
  s += el('rect', { x: 0, y: 590, width: W, height: 210, fill: t.ink });
  for (let px = 60; px < W; px += 120) {
    s += el('rect', { x: px, y: 620, width: 80, height: 150, rx: 8, fill: '#fff', 'fill-opacity': 0.05 });
  }
  // Glasses on the counter.
  const glasses = [300, 420, 780, 900];
  for (const gx of glasses) s += wineGlass(gx + (r() - 0.5) * 30, 562, t, r());
  // A bottle on the counter.
  s += el('rect', { x: 575, y: 390, width: 50, height: 172, rx: 12, fill: toHex(mix(t.a, BLACK, 0.45)) });
  s += el('rect', { x: 588, y: 330, width: 24, height: 70, rx: 6, fill: toHex(mix(t.a, BLACK, 0.45)) });
  s += el('rect', { x: 580, y: 450, width: 40, height: 50, rx: 4, fill: t.pale });
  return s;
}

function restaurantCoffee(t: Theme, r: Rand): string {
  let s = '';
  // Table surface.
  s += el('rect', { x: 0, y: 560, width: W, height: 240, fill: t.wood });
  s += el('rect', { x: 0, y: 560, width: W, height: 10, fill: '#fff', 'fill-opacity': 0.18 });
  for (let y = 600; y < H; y += 34) {
    s += el('path', {
      d: `M 0 ${y} Q 300 ${y - 8 + r() * 16} 600 ${y} T ${W} ${y}`,
      fill: 'none',
      stroke: '#000',
      'stroke-opacity': 0.07,
      'stroke-width': 3,
    });
  }
  const cx = 560;
  // Steam.
  for (let i = 0; i < 3; i++) {
    const sx = cx - 60 + i * 60;
    s += el('path', {
      d: `M ${sx} 330 C ${sx - 40} 280, ${sx + 40} 240, ${sx} 190 C ${sx - 40} 140, ${sx + 30} 110, ${sx} 70`,
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.45,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    });
  }
  // Saucer, cup, handle.
  s += el('ellipse', { cx, cy: 640, rx: 270, ry: 54, fill: '#000', 'fill-opacity': 0.18 });
  s += el('ellipse', { cx, cy: 620, rx: 260, ry: 52, fill: '#fff' });
  s += el('ellipse', { cx, cy: 614, rx: 150, ry: 26, fill: '#000', 'fill-opacity': 0.08 });
  s += el('path', {
    d: `M ${cx + 150} 420 C ${cx + 260} 420, ${cx + 260} 560, ${cx + 130} 560`,
    fill: 'none',
    stroke: '#fff',
    'stroke-width': 28,
  });
  s += el('path', {
    d: `M ${cx - 175} 360 H ${cx + 175} Q ${cx + 165} 600 ${cx} 610 Q ${cx - 165} 600 ${cx - 175} 360 Z`,
    fill: '#fff',
  });
  s += el('path', {
    d: `M ${cx - 175} 380 Q ${cx - 150} 470 ${cx - 120} 560`,
    fill: 'none',
    stroke: t.accent,
    'stroke-width': 18,
    'stroke-opacity': 0.6,
  });
  s += el('ellipse', { cx, cy: 360, rx: 175, ry: 36, fill: '#f4f4f4' });
  s += el('ellipse', { cx, cy: 364, rx: 156, ry: 28, fill: '#5a3a26' });
  // Latte art heart.
  s += el('path', {
    d: `M ${cx} 382 C ${cx - 60} 360, ${cx - 40} 340, ${cx} 356 C ${cx + 40} 340, ${cx + 60} 360, ${cx} 382 Z`,
    fill: '#e9d8c4',
  });
  // Side plate with pan dulce.
  const px = 990;
  s += el('ellipse', { cx: px, cy: 640, rx: 150, ry: 34, fill: '#000', 'fill-opacity': 0.15 });
  s += el('ellipse', { cx: px, cy: 626, rx: 150, ry: 34, fill: '#fff' });
  s += el('path', {
    d: `M ${px - 90} 620 Q ${px - 90} 520 ${px} 520 Q ${px + 90} 520 ${px + 90} 620 Z`,
    fill: '#d9a25f',
  });
  for (let i = 0; i < 4; i++) {
    s += el('path', {
      d: `M ${px - 70 + i * 40} 540 L ${px - 40 + i * 30} 600`,
      stroke: '#f3e3c8',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    });
  }
  for (let i = 0; i < 3; i++) {
    s += el('path', {
      d: `M ${px - 80} ${560 + i * 22} L ${px + 80} ${548 + i * 24}`,
      stroke: '#f3e3c8',
      'stroke-width': 7,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.8,
    });
  }
  return s;
}

// ─────────────────────────── event space ───────────────────────────

function crowd(t: Theme, r: Rand, y: number, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = (i + 0.5) * (W / count) + (r() - 0.5) * 30;
    const yy = y + r() * 30;
    const sc = 0.85 + r() * 0.35;
    s += el('circle', { cx: x, cy: yy - 70 * sc, r: 30 * sc, fill: t.ink });
    s += el('path', {
      d: `M ${num(x - 60 * sc)} ${H} V ${num(yy)} Q ${num(x - 60 * sc)} ${num(yy - 40 * sc)} ${num(x)} ${num(yy - 40 * sc)} Q ${num(x + 60 * sc)} ${num(yy - 40 * sc)} ${num(x + 60 * sc)} ${num(yy)} V ${H} Z`,
      fill: t.ink,
    });
  }
  return s;
}

function eventStage(t: Theme, r: Rand): string {
  const beam = `${t.uid}-stagebeam`;
  let s = el(
    'linearGradient',
    { id: beam, x1: '0', y1: '0', x2: '0', y2: '1' },
    el('stop', { offset: '0', 'stop-color': '#fff', 'stop-opacity': 0.6 }) +
      el('stop', { offset: '1', 'stop-color': '#fff', 'stop-opacity': 0.05 }),
  );
  // Truss.
  s += el('rect', { x: 0, y: 60, width: W, height: 30, fill: t.ink });
  let zig = 'M 0 90';
  for (let x = 0; x <= W; x += 30) zig += ` L ${x} ${(x / 30) % 2 === 0 ? 90 : 60}`;
  s += el('path', { d: zig, fill: 'none', stroke: '#fff', 'stroke-opacity': 0.25, 'stroke-width': 3 });
  // Beams and fixtures.
  const fixtures = [180, 420, 780, 1020];
  for (const fx of fixtures) {
    const target = 300 + r() * 600;
    s += el('path', {
      d: `M ${fx - 16} 110 L ${fx + 16} 110 L ${target + 110} 560 L ${target - 110} 560 Z`,
      fill: `url(#${beam})`,
    });
  }
  for (const fx of fixtures) {
    s += el('rect', { x: fx - 24, y: 86, width: 48, height: 34, rx: 6, fill: t.inkSoft });
    s += el('ellipse', { cx: fx, cy: 120, rx: 18, ry: 6, fill: '#fff' });
  }
  // Curtains.
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? 0 : W - 170;
    for (let i = 0; i < 5; i++) {
      s += el('rect', {
        x: x0 + i * 34,
        y: 90,
        width: 36,
        height: 480,
        rx: 18,
        fill: toHex(mix(t.b, BLACK, 0.35 + (i % 2) * 0.12)),
      });
    }
  }
  // Stage floor.
  s += el('path', { d: 'M 120 540 H 1080 L 1140 600 H 60 Z', fill: t.inkSoft });
  s += el('rect', { x: 60, y: 600, width: 1080, height: 40, fill: t.ink });
  // Mic stand at centre stage.
  s += el('line', { x1: 600, y1: 560, x2: 600, y2: 420, stroke: t.ink, 'stroke-width': 8 });
  s += el('ellipse', { cx: 600, cy: 412, rx: 12, ry: 20, fill: t.ink });
  s += crowd(t, r, 700, 9);
  return s;
}

function eventGarden(t: Theme, r: Rand): string {
  const glow = `${t.uid}-bulb`;
  let s = el(
    'radialGradient',
    { id: glow, cx: '50%', cy: '50%', r: '50%' },
    el('stop', { offset: '0', 'stop-color': '#fff3c4', 'stop-opacity': 0.9 }) +
      el('stop', { offset: '1', 'stop-color': '#fff3c4', 'stop-opacity': 0 }),
  );
  // Tree silhouettes.
  for (const [tx, tr] of [
    [80, 190],
    [1130, 220],
  ] as Array<[number, number]>) {
    s += el('circle', { cx: tx, cy: 260, r: tr, fill: '#000', 'fill-opacity': 0.18 });
    s += el('rect', { x: tx - 16, y: 300, width: 32, height: 300, fill: '#000', 'fill-opacity': 0.18 });
  }
  // String-light garlands.
  const garlands: Array<[[number, number], [number, number], [number, number]]> = [
    [
      [-20, 70],
      [600, 260 + r() * 40],
      [1220, 70],
    ],
    [
      [-20, 200],
      [420, 330],
      [900, 180],
    ],
    [
      [300, 150],
      [820, 330],
      [1220, 220],
    ],
  ];
  for (const [p0, p1, p2] of garlands) {
    s += el('path', {
      d: `M ${num(p0[0])} ${num(p0[1])} Q ${num(p1[0])} ${num(p1[1])} ${num(p2[0])} ${num(p2[1])}`,
      fill: 'none',
      stroke: t.ink,
      'stroke-width': 3,
    });
    for (let i = 1; i < 14; i++) {
      const [bx, by] = quadPoint(p0, p1, p2, i / 14);
      s += el('circle', { cx: bx, cy: by + 12, r: 30, fill: `url(#${glow})` });
      s += el('circle', { cx: bx, cy: by + 12, r: 8, fill: '#fff6d0' });
    }
  }
  // Lawn.
  s += el('rect', {
    x: 0,
    y: 520,
    width: W,
    height: 280,
    fill: toHex(mix(t.a, [70, 120, 60], 0.55)),
    'fill-opacity': 0.55,
  });
  // Round banquet tables, back to front.
  const tables: Array<[number, number, number]> = [
    [320, 560, 0.7],
    [860, 570, 0.75],
    [580, 680, 1],
  ];
  for (const [x, y, k] of tables) {
    // Chairs behind.
    for (const dx of [-110, -40, 40, 110]) {
      s += el('rect', {
        x: x + dx * k - 18 * k,
        y: y - 90 * k,
        width: 36 * k,
        height: 80 * k,
        rx: 10 * k,
        fill: t.inkSoft,
      });
    }
    s += shadow(x, y + 100 * k, 190 * k, 18 * k, 0.2);
    s += el('path', {
      d: `M ${num(x - 170 * k)} ${num(y)} L ${num(x - 185 * k)} ${num(y + 95 * k)} Q ${num(x)} ${num(y + 125 * k)} ${num(x + 185 * k)} ${num(y + 95 * k)} L ${num(x + 170 * k)} ${num(y)} Z`,
      fill: t.pale,
    });
    s += el('ellipse', { cx: x, cy: y, rx: 170 * k, ry: 40 * k, fill: '#fff' });
    // Centrepiece.
    s += el('rect', {
      x: x - 10 * k,
      y: y - 50 * k,
      width: 20 * k,
      height: 50 * k,
      rx: 6 * k,
      fill: '#fff',
      'fill-opacity': 0.7,
    });
    for (let i = 0; i < 5; i++) {
      s += el('circle', {
        cx: x + (i - 2) * 14 * k,
        cy: y - 60 * k - (i % 2) * 12 * k,
        r: 13 * k,
        fill: i % 2 === 0 ? t.accent : toHex(mix(t.b, [220, 80, 110], 0.5)),
      });
    }
  }
  return s;
}

function eventDisco(t: Theme, r: Rand): string {
  let s = '';
  const cx = 600;
  const cy = 260;
  // Rays.
  for (let i = 0; i < 14; i++) {
    const ang = (i / 14) * Math.PI * 2 + r() * 0.2;
    const len = 700;
    const spread = 0.05;
    s += el('path', {
      d: `M ${cx} ${cy} L ${num(cx + Math.cos(ang - spread) * len)} ${num(cy + Math.sin(ang - spread) * len)} L ${num(cx + Math.cos(ang + spread) * len)} ${num(cy + Math.sin(ang + spread) * len)} Z`,
      fill: '#fff',
      'fill-opacity': 0.07 + r() * 0.06,
    });
  }
  // Dance floor in perspective.
  const rows = 4;
  const cols = 8;
  for (let row = 0; row < rows; row++) {
    const y0 = 560 + row * 60;
    const y1 = y0 + 60;
    const w0 = 700 + row * 180;
    const w1 = w0 + 180;
    for (let c = 0; c < cols; c++) {
      const xa = cx - w0 / 2 + (w0 / cols) * c;
      const xb = xa + w0 / cols;
      const xc = cx - w1 / 2 + (w1 / cols) * (c + 1);
      const xd = xc - w1 / cols;
      const on = r();
      s += el('path', {
        d: `M ${num(xa)} ${y0} L ${num(xb)} ${y0} L ${num(xc)} ${y1} L ${num(xd)} ${y1} Z`,
        fill: on > 0.6 ? t.accent : '#fff',
        'fill-opacity': on > 0.6 ? 0.6 : 0.06 + on * 0.12,
        stroke: '#000',
        'stroke-opacity': 0.15,
        'stroke-width': 2,
      });
    }
  }
  // Confetti.
  const colors = [t.accent, t.pale, '#fff', toHex(mix(t.b, [255, 210, 80], 0.5))];
  for (let i = 0; i < 70; i++) {
    const x = between(r, 0, W);
    const y = between(r, 0, 560);
    if (Math.hypot(x - cx, y - cy) < 170) continue;
    s += el('rect', {
      x,
      y,
      width: 10 + r() * 10,
      height: 5 + r() * 6,
      rx: 2,
      fill: colors[Math.floor(r() * colors.length)] ?? '#fff',
      'fill-opacity': 0.85,
      transform: `rotate(${num(r() * 180)} ${num(x)} ${num(y)})`,
    });
  }
  // Disco ball.
  s += el('line', { x1: cx, y1: 0, x2: cx, y2: cy - 140, stroke: t.ink, 'stroke-width': 5 });
  const clip = `${t.uid}-ball`;
  s += el('clipPath', { id: clip }, el('circle', { cx, cy, r: 140 }));
  let tiles = el('circle', { cx, cy, r: 140, fill: t.inkSoft });
  for (let y = cy - 140; y < cy + 140; y += 24) {
    for (let x = cx - 140; x < cx + 140; x += 24) {
      const light = r();
      tiles += el('rect', {
        x: x + 1.5,
        y: y + 1.5,
        width: 21,
        height: 21,
        fill: light > 0.85 ? '#fff' : light > 0.55 ? t.pale : t.accent,
        'fill-opacity': 0.35 + light * 0.6,
      });
    }
  }
  tiles += el('circle', { cx: cx + 50, cy: cy + 40, r: 150, fill: '#000', 'fill-opacity': 0.25 });
  s += el('g', { 'clip-path': `url(#${clip})` }, tiles);
  s += el('circle', { cx: cx - 55, cy: cy - 55, r: 16, fill: '#fff', 'fill-opacity': 0.95 });
  return s;
}

// ─────────────────────────── meeting room ───────────────────────────

function laptopTop(x: number, y: number, rot: number, t: Theme): string {
  const g =
    el('rect', { x: x - 46, y: y - 30, width: 92, height: 60, rx: 6, fill: t.inkSoft }) +
    el('rect', { x: x - 40, y: y - 24, width: 80, height: 30, rx: 3, fill: '#000', 'fill-opacity': 0.2 }) +
    el('rect', { x: x - 48, y: y - 36, width: 96, height: 8, rx: 3, fill: t.ink });
  return el('g', { transform: `rotate(${num(rot)} ${num(x)} ${num(y)})` }, g);
}

function chairTop(x: number, y: number, rot: number, t: Theme): string {
  const g =
    el('rect', { x: x - 40, y: y - 34, width: 80, height: 68, rx: 20, fill: t.ink }) +
    el('rect', { x: x - 40, y: y + 22, width: 80, height: 18, rx: 9, fill: t.inkSoft });
  return el('g', { transform: `rotate(${num(rot)} ${num(x)} ${num(y)})` }, g);
}

function meetingLongTable(t: Theme, r: Rand): string {
  let s = '';
  // Parquet floor.
  for (let y = 0; y < H; y += 60) {
    const off = (y / 60) % 2 === 0 ? 0 : 90;
    for (let x = -off; x < W; x += 180) {
      s += el('rect', { x: x + 2, y: y + 2, width: 176, height: 56, fill: '#fff', 'fill-opacity': 0.04 + r() * 0.04 });
    }
  }
  const tx = 230;
  const ty = 300;
  const tw = 740;
  const th = 200;
  // Chairs.
  for (let i = 0; i < 5; i++) {
    const x = tx + 90 + i * 140;
    s += chairTop(x, ty - 50, 180, t);
    s += chairTop(x, ty + th + 50, 0, t);
  }
  s += chairTop(tx - 50, ty + th / 2, 90, t);
  s += chairTop(tx + tw + 50, ty + th / 2, -90, t);
  // Table.
  s += el('rect', { x: tx + 12, y: ty + 14, width: tw, height: th, rx: 28, fill: '#000', 'fill-opacity': 0.2 });
  s += el('rect', { x: tx, y: ty, width: tw, height: th, rx: 28, fill: t.wood });
  s += el('rect', {
    x: tx + 14,
    y: ty + 14,
    width: tw - 28,
    height: th - 28,
    rx: 18,
    fill: '#fff',
    'fill-opacity': 0.08,
  });
  // Things on the table.
  for (let i = 0; i < 5; i++) {
    const x = tx + 90 + i * 140;
    if (r() < 0.7) s += laptopTop(x, ty + 42, 180 + (r() - 0.5) * 10, t);
    else
      s += el('rect', {
        x: x - 30,
        y: ty + 20,
        width: 60,
        height: 44,
        rx: 4,
        fill: t.pale,
        transform: `rotate(${num((r() - 0.5) * 20)} ${x} ${ty + 42})`,
      });
    if (r() < 0.7) s += laptopTop(x, ty + th - 42, (r() - 0.5) * 10, t);
    else s += el('rect', { x: x - 30, y: ty + th - 64, width: 60, height: 44, rx: 4, fill: t.pale });
    if (r() < 0.5)
      s += el('circle', {
        cx: x + 60,
        cy: ty + th / 2 + (r() - 0.5) * 40,
        r: 14,
        fill: '#fff',
        stroke: t.inkSoft,
        'stroke-width': 4,
      });
  }
  // Conference speaker in the middle.
  s += el('circle', { cx: tx + tw / 2, cy: ty + th / 2, r: 26, fill: t.ink });
  s += el('circle', { cx: tx + tw / 2, cy: ty + th / 2, r: 8, fill: t.accent });
  s += plant(1090, 760, 0.8, t);
  return s;
}

function meetingPresentation(t: Theme, r: Rand): string {
  let s = '';
  // Window panes on the back wall.
  for (let i = 0; i < 4; i++) {
    s += el('rect', { x: 40 + i * 290, y: 40, width: 270, height: 470, fill: '#fff', 'fill-opacity': 0.06 });
  }
  s += floor(620, 0.16);
  // Screen.
  s += el('rect', { x: 290, y: 110, width: 620, height: 360, rx: 14, fill: t.ink });
  s += el('rect', { x: 306, y: 126, width: 588, height: 328, rx: 6, fill: '#fff', 'fill-opacity': 0.94 });
  // Bar chart.
  const bars = 6;
  const base = 420;
  for (let i = 0; i < bars; i++) {
    const h = 60 + r() * 200 * ((i + 2) / (bars + 1));
    s += el('rect', {
      x: 350 + i * 56,
      y: base - h,
      width: 36,
      height: h,
      rx: 4,
      fill: i === bars - 1 ? t.accent : t.inkSoft,
      'fill-opacity': i === bars - 1 ? 1 : 0.75,
    });
  }
  s += el('line', { x1: 336, y1: base, x2: 680, y2: base, stroke: t.ink, 'stroke-opacity': 0.4, 'stroke-width': 3 });
  // Pie chart.
  const pcx = 790;
  const pcy = 250;
  const pr = 70;
  const frac = 0.2 + r() * 0.5;
  const ang = frac * Math.PI * 2 - Math.PI / 2;
  s += el('circle', {
    cx: pcx,
    cy: pcy,
    r: pr,
    fill: t.pale,
    stroke: t.inkSoft,
    'stroke-opacity': 0.3,
    'stroke-width': 2,
  });
  s += el('path', {
    d: `M ${pcx} ${pcy} L ${pcx} ${pcy - pr} A ${pr} ${pr} 0 ${frac > 0.5 ? 1 : 0} 1 ${num(pcx + Math.cos(ang) * pr)} ${num(pcy + Math.sin(ang) * pr)} Z`,
    fill: t.accent,
  });
  for (let i = 0; i < 3; i++) {
    s += el('rect', {
      x: 730,
      y: 350 + i * 24,
      width: 120 - i * 20,
      height: 10,
      rx: 5,
      fill: t.inkSoft,
      'fill-opacity': 0.35,
    });
  }
  // Chair backs behind the table.
  for (let i = 0; i < 5; i++) {
    const x = 250 + i * 175;
    s += el('rect', { x: x - 50, y: 500, width: 100, height: 130, rx: 24, fill: t.inkSoft });
  }
  // Table.
  s += el('rect', { x: 150, y: 600, width: 900, height: 30, rx: 6, fill: t.wood });
  s += el('rect', { x: 150, y: 626, width: 900, height: 8, fill: '#000', 'fill-opacity': 0.2 });
  for (const lx of [200, 990]) s += el('rect', { x: lx, y: 630, width: 16, height: 150, fill: t.ink });
  // Laptop and cups on the table.
  s += el('path', { d: 'M 360 600 L 380 520 H 500 L 480 600 Z', fill: t.ink });
  s += el('rect', { x: 340, y: 594, width: 160, height: 8, rx: 3, fill: t.inkSoft });
  s += el('path', { d: 'M 760 600 L 768 560 H 800 L 808 600 Z', fill: '#fff' });
  s += el('path', { d: 'M 850 600 L 858 566 H 888 L 896 600 Z', fill: '#fff', 'fill-opacity': 0.85 });
  s += plant(1110, 780, 1, t);
  return s;
}

function meetingRoundTable(t: Theme, r: Rand): string {
  let s = '';
  // Rug.
  s += el('circle', { cx: 600, cy: 400, r: 370, fill: '#fff', 'fill-opacity': 0.08 });
  s += el('circle', {
    cx: 600,
    cy: 400,
    r: 345,
    fill: 'none',
    stroke: '#fff',
    'stroke-opacity': 0.15,
    'stroke-width': 6,
    'stroke-dasharray': '2 16',
    'stroke-linecap': 'round',
  });
  const seats = 6 + Math.floor(r() * 3);
  const cx = 600;
  const cy = 400;
  for (let i = 0; i < seats; i++) {
    const ang = (i / seats) * Math.PI * 2 + 0.3;
    const deg = (ang * 180) / Math.PI + 90;
    s += chairTop(cx + Math.cos(ang) * 265, cy + Math.sin(ang) * 265, deg, t);
  }
  s += el('circle', { cx: cx + 10, cy: cy + 14, r: 210, fill: '#000', 'fill-opacity': 0.2 });
  s += el('circle', { cx, cy, r: 210, fill: t.wood });
  s += el('circle', { cx, cy, r: 190, fill: '#fff', 'fill-opacity': 0.07 });
  for (let i = 0; i < seats; i++) {
    const ang = (i / seats) * Math.PI * 2 + 0.3;
    const deg = (ang * 180) / Math.PI + 90;
    const x = cx + Math.cos(ang) * 150;
    const y = cy + Math.sin(ang) * 150;
    if (i % 2 === 0) s += laptopTop(x, y, deg + 180, t);
    else {
      s += el('rect', {
        x: x - 26,
        y: y - 34,
        width: 52,
        height: 68,
        rx: 4,
        fill: t.pale,
        transform: `rotate(${num(deg)} ${num(x)} ${num(y)})`,
      });
      s += el('circle', {
        cx: cx + Math.cos(ang + 0.28) * 140,
        cy: cy + Math.sin(ang + 0.28) * 140,
        r: 13,
        fill: '#fff',
        stroke: t.inkSoft,
        'stroke-width': 4,
      });
    }
  }
  // Centre: water jug and glasses.
  s += el('circle', { cx, cy, r: 34, fill: '#fff', 'fill-opacity': 0.55, stroke: '#fff', 'stroke-width': 4 });
  s += el('circle', { cx, cy, r: 16, fill: t.accent, 'fill-opacity': 0.7 });
  s += plant(110, 770, 0.9, t);
  s += plant(1100, 300, 0.7, t);
  return s;
}

// ───────────────────────────── other ─────────────────────────────

function otherBauhaus(t: Theme, r: Rand): string {
  let s = '';
  const c1 = toHex(mix(t.b, WHITE, 0.15));
  const c2 = t.ink;
  const c3 = t.pale;
  s += el('circle', { cx: 420, cy: 400, r: 260, fill: c1, 'fill-opacity': 0.9 });
  s += el('path', { d: 'M 640 660 A 240 240 0 0 1 1120 660 Z', fill: c2 });
  s += el('rect', {
    x: 700,
    y: 140,
    width: 280,
    height: 280,
    rx: 24,
    fill: c3,
    'fill-opacity': 0.85,
    transform: `rotate(${num(8 + r() * 20)} 840 280)`,
  });
  s += el('path', { d: 'M 150 700 L 330 420 L 510 700 Z', fill: c2, 'fill-opacity': 0.85 });
  for (let i = 0; i < 6; i++) {
    s += el('circle', { cx: 160 + i * 40, cy: 160, r: 10, fill: '#fff', 'fill-opacity': 0.7 });
    s += el('circle', { cx: 160 + i * 40, cy: 200, r: 10, fill: '#fff', 'fill-opacity': 0.35 });
  }
  s += el('path', {
    d: 'M 560 120 Q 620 60 680 120 T 800 120',
    fill: 'none',
    stroke: '#fff',
    'stroke-width': 10,
    'stroke-linecap': 'round',
    'stroke-opacity': 0.7,
  });
  s += el('line', { x1: 60, y1: 740, x2: 1140, y2: 740, stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 4 });
  return s;
}

function otherArches(t: Theme, r: Rand): string {
  let s = floor(640, 0.12);
  const arches = 3;
  for (let i = 0; i < arches; i++) {
    const x = 170 + i * 310;
    const w = 240;
    const top = 120 + (i === 1 ? 0 : 40);
    s += el('path', {
      d: `M ${x} 640 V ${top + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${x + w} ${top + w / 2} V 640 Z`,
      fill: i === 1 ? t.pale : '#fff',
      'fill-opacity': i === 1 ? 0.9 : 0.16,
    });
    // Framed piece inside each arch.
    s += el('rect', {
      x: x + 60,
      y: top + 160,
      width: w - 120,
      height: 150,
      rx: 4,
      fill: i === 1 ? t.accent : t.inkSoft,
      'fill-opacity': 0.85,
    });
    s += el('circle', { cx: x + w / 2, cy: top + 235, r: 30 + r() * 20, fill: '#fff', 'fill-opacity': 0.45 });
  }
  // Bench.
  s += shadow(600, 720, 240, 16);
  s += el('rect', { x: 380, y: 640, width: 440, height: 26, rx: 8, fill: t.wood });
  for (const lx of [410, 770]) s += el('rect', { x: lx, y: 666, width: 20, height: 54, fill: t.ink });
  s += plant(80, 760, 1, t);
  s += plant(1110, 760, 1.1, t);
  return s;
}

function otherMosaic(t: Theme, r: Rand): string {
  let s = '';
  const size = 100;
  const colors = [t.ink, t.inkSoft, t.accent, t.pale, '#fff'];
  for (let y = 0; y < H; y += size) {
    for (let x = 0; x < W; x += size) {
      const kind = Math.floor(r() * 5);
      const c = colors[Math.floor(r() * colors.length)] ?? '#fff';
      const op = 0.25 + r() * 0.6;
      const pad = 10;
      if (kind === 0) {
        s += el('circle', { cx: x + size / 2, cy: y + size / 2, r: size / 2 - pad, fill: c, 'fill-opacity': op });
      } else if (kind === 1) {
        s += el('rect', {
          x: x + pad,
          y: y + pad,
          width: size - 2 * pad,
          height: size - 2 * pad,
          rx: 14,
          fill: c,
          'fill-opacity': op,
        });
      } else if (kind === 2) {
        const q = Math.floor(r() * 4);
        const cxq = x + (q % 2 === 0 ? pad : size - pad);
        const cyq = y + (q < 2 ? pad : size - pad);
        const sx = q % 2 === 0 ? 1 : -1;
        const sy = q < 2 ? 1 : -1;
        const rr = size - 2 * pad;
        s += el('path', {
          d: `M ${cxq} ${cyq} L ${cxq + sx * rr} ${cyq} A ${rr} ${rr} 0 0 ${sx * sy > 0 ? 1 : 0} ${cxq} ${cyq + sy * rr} Z`,
          fill: c,
          'fill-opacity': op,
        });
      } else if (kind === 3) {
        s += el('path', {
          d: `M ${x + pad} ${y + size - pad} L ${x + size / 2} ${y + pad} L ${x + size - pad} ${y + size - pad} Z`,
          fill: c,
          'fill-opacity': op,
        });
      }
      // kind 4: leave empty for breathing room.
    }
  }
  // A large calm circle on top ties it together.
  s += el('circle', { cx: 600, cy: 400, r: 210, fill: t.pale, 'fill-opacity': 0.92 });
  s += el('circle', { cx: 600, cy: 400, r: 150, fill: t.accent, 'fill-opacity': 0.9 });
  s += el('circle', { cx: 600, cy: 400, r: 70, fill: t.ink });
  return s;
}

// ─────────────────────────── composition ───────────────────────────

type Scene = (t: Theme, r: Rand) => string;

const SCENES: Record<SeedCategory, readonly [Scene, Scene, Scene]> = {
  audio_studio: [audioMicrophone, audioConsole, audioHeadphones],
  photo_studio: [photoCamera, photoSoftboxes, photoCyclorama],
  restaurant: [restaurantTable, restaurantBar, restaurantCoffee],
  event_space: [eventStage, eventGarden, eventDisco],
  meeting_room: [meetingLongTable, meetingPresentation, meetingRoundTable],
  other: [otherBauhaus, otherArches, otherMosaic],
};

const GRADIENT_DIRECTIONS: ReadonlyArray<[string, string, string, string]> = [
  ['0', '0', '1', '1'],
  ['0', '0', '0', '1'],
  ['1', '0', '0', '1'],
];

export function renderVenueSvg(opts: {
  title: string;
  category: SeedCategory;
  palette: [string, string];
  variant: number;
}): string {
  const v = Number.isFinite(opts.variant) ? ((Math.trunc(opts.variant) % 3) + 3) % 3 : 0;
  const seed = hash(`${opts.title}|${opts.category}|${v}`);
  const r = rng(seed);
  const uid = `v${seed.toString(36)}`;
  const t = makeTheme(opts.palette, uid);
  const scenes = SCENES[opts.category] ?? SCENES.other;
  const scene = scenes[v as 0 | 1 | 2];

  const [x1, y1, x2, y2] = GRADIENT_DIRECTIONS[v] ?? ['0', '0', '1', '1'];
  // Vary the palette slightly per variant so the three images do not look identical.
  const start = toHex(mix(t.a, v === 1 ? BLACK : WHITE, v === 0 ? 0 : 0.08));
  const end = toHex(mix(t.b, v === 2 ? BLACK : WHITE, v === 2 ? 0.1 : 0));

  let defs = '';
  defs += el(
    'linearGradient',
    { id: `${uid}-bg`, x1, y1, x2, y2 },
    el('stop', { offset: '0', 'stop-color': start }) + el('stop', { offset: '1', 'stop-color': end }),
  );
  defs += el(
    'radialGradient',
    { id: `${uid}-halo`, cx: '50%', cy: '50%', r: '50%' },
    el('stop', { offset: '0', 'stop-color': '#fff', 'stop-opacity': 0.35 }) +
      el('stop', { offset: '1', 'stop-color': '#fff', 'stop-opacity': 0 }),
  );
  defs += el(
    'radialGradient',
    { id: `${uid}-vignette`, cx: '50%', cy: '45%', r: '75%' },
    el('stop', { offset: '0.55', 'stop-color': '#000', 'stop-opacity': 0 }) +
      el('stop', { offset: '1', 'stop-color': '#000', 'stop-opacity': 0.35 }),
  );

  let body = el('rect', { width: W, height: H, fill: `url(#${uid}-bg)` });
  // Soft background shapes and a light halo.
  for (let i = 0; i < 4; i++) {
    body += el('circle', {
      cx: between(r, -100, W + 100),
      cy: between(r, -100, H + 100),
      r: between(r, 160, 360),
      fill: '#fff',
      'fill-opacity': between(r, 0.03, 0.08),
    });
  }
  body += el('ellipse', {
    cx: between(r, 300, 900),
    cy: between(r, 200, 400),
    rx: 520,
    ry: 380,
    fill: `url(#${uid}-halo)`,
  });
  body += scene(t, r);
  body += el('rect', { width: W, height: H, fill: `url(#${uid}-vignette)` });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}
