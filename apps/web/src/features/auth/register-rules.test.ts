import { describe, expect, it } from 'vitest';
import { registerProblem } from './register-rules';

const filled = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  password: 'secreto1',
  confirmPassword: 'secreto1',
};

describe('register form checks (SPEC.md §5 order)', () => {
  it('asks for every field first', () => {
    expect(registerProblem({ ...filled, lastName: ' ', password: '1', confirmPassword: '2' })).toBe(
      'Por favor completa todos los campos',
    );
  });

  it('then requires matching passwords', () => {
    expect(registerProblem({ ...filled, password: 'abc', confirmPassword: 'abd' })).toBe(
      'Las contraseñas no coinciden',
    );
  });

  it('then a password of at least 6 characters', () => {
    expect(registerProblem({ ...filled, password: 'abc', confirmPassword: 'abc' })).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
  });

  it('accepts a complete form', () => {
    expect(registerProblem(filled)).toBeNull();
  });
});
