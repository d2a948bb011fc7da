import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './audit-description';
import type { AuditEntry } from './types';

const names = {
  users: new Map([['u1', 'ana@correo.mx']]),
  venues: new Map([['v1', 'Estudio Luz']]),
};

function entry(action: string, entityId: string, before: unknown, after: unknown): AuditEntry {
  return {
    id: '1',
    action,
    entity: action.split('.')[0] ?? '',
    entityId,
    before,
    after,
    createdAt: '2026-11-23T18:00:00.000Z',
    actor: { id: 'a1', name: 'Admin Demo' },
  };
}

describe('audit log wording', () => {
  it('names the user whose role changed, with Spanish role labels', () => {
    expect(describeAuditEntry(entry('user.role.change', 'u1', { role: 'user' }, { role: 'owner' }), names)).toEqual({
      what: 'Cambió el rol de ana@correo.mx',
      change: 'Usuario → Propietario',
    });
    expect(describeAuditEntry(entry('user.role.change', 'gone', { role: 'admin' }, { role: 'user' }), names)).toEqual({
      what: 'Cambió el rol de un usuario',
      change: 'Administrador → Usuario',
    });
  });

  it('shows a venue switched off', () => {
    expect(
      describeAuditEntry(entry('venue.status.change', 'v1', { isActive: true }, { isActive: false }), names),
    ).toEqual({ what: 'Cambió el estado del espacio «Estudio Luz»', change: 'Activo → Inactivo' });
  });

  it('lists only the percentages that changed', () => {
    const before = {
      operativePercentage: '5.00',
      backofficePercentage: '5.00',
      taxPercentage: '13.00',
      paymentGatewayPercentage: '10.00',
    };
    const after = { ...before, operativePercentage: '6.50' };
    expect(describeAuditEntry(entry('price-config.update', 'current', before, after), names).change).toBe(
      'Operativo 5.00 % → 6.50 %',
    );
    expect(describeAuditEntry(entry('price-config.update', 'current', before, before), names).change).toBe(
      'Sin cambios',
    );
  });

  it('describes owner applications and unknown actions', () => {
    expect(
      describeAuditEntry(
        entry('owner-application.approved', 'x', { status: 'pending' }, { status: 'approved' }),
        names,
      ),
    ).toEqual({ what: 'Aprobó una solicitud de propietario', change: 'Pendiente → Aprobada' });
    expect(describeAuditEntry(entry('venue.delete', 'v1', null, null), names)).toEqual({
      what: 'Registró la acción «venue.delete»',
      change: null,
    });
  });
});
