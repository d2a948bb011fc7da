import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { ADMIN_FAILURES, adminFailureMessage } from './admin-feedback';

function serverError(message: string, appCode: string, httpStatus: number) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { appCode, httpStatus } } });
}

describe('admin change failures', () => {
  it("shows the server's reason when it refuses (last admin, self-demotion)", () => {
    const lastAdmin = serverError('Debe quedar al menos un administrador en la plataforma.', 'LAST_ADMIN', 409);
    expect(adminFailureMessage(lastAdmin, ADMIN_FAILURES.role)).toBe(
      'Debe quedar al menos un administrador en la plataforma.',
    );
  });

  it("shows the screen's own text for server faults and network errors", () => {
    const internal = serverError('Ocurrió un error inesperado. Intenta de nuevo.', 'INTERNAL', 500);
    expect(adminFailureMessage(internal, ADMIN_FAILURES.role)).toBe('No se pudo actualizar el rol del usuario.');
    expect(adminFailureMessage(new TypeError('Failed to fetch'), ADMIN_FAILURES.venueStatus)).toBe(
      'No se pudo actualizar el estado del venue.',
    );
    expect(ADMIN_FAILURES.pricing).toBe('No se pudo actualizar la configuración de precios.');
  });
});
