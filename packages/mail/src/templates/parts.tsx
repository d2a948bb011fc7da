/* @jsxRuntime automatic */
// The server runs on tsx, which compiles with its own tsconfig only: this pragma keeps the automatic JSX runtime.
import { Button, Column, Row, Section, Text } from '@react-email/components';

const BRAND = '#862e9c';

/** The one call to action of an e-mail: a large button (44 px tall and more). */
export function ActionButton(props: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={props.href}
        style={{
          backgroundColor: BRAND,
          color: '#ffffff',
          borderRadius: '8px',
          padding: '14px 20px',
          fontSize: '16px',
          fontWeight: 700,
        }}
      >
        {props.children}
      </Button>
    </Section>
  );
}

/** Label/value rows (venue, date, time…), stacked so they read well on a phone. */
export function Facts(props: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ backgroundColor: '#f8f0fc', borderRadius: '8px', padding: '12px 16px', margin: '0 0 16px' }}>
      {props.rows.map(([label, value]) => (
        <Row key={label}>
          <Column>
            <Text style={{ margin: '6px 0 0', fontSize: '13px', color: '#868e96' }}>{label}</Text>
            <Text style={{ margin: '0 0 6px', fontSize: '16px', color: '#212529', fontWeight: 600 }}>{value}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
