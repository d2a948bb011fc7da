/**
 * Register form checks in the order of SPEC.md §5: all fields required, then
 * matching passwords, then the payload rules of RegisterSchema (length ≥ 6, e-mail).
 */
import { NewPasswordSchema, RegisterSchema } from '@rentas/domain';

const REQUIRED_ALL = 'Por favor completa todos los campos';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first problem to show, or null when the form can be sent. */
export function registerProblem(values: RegisterValues): string | null {
  const { confirmPassword, ...payload } = values;
  if (Object.values(values).some((value) => value.trim() === '')) return REQUIRED_ALL;
  if (payload.password !== confirmPassword) return 'Las contraseñas no coinciden';
  if (payload.password.length < 6) return 'La contraseña debe tener al menos 6 caracteres';
  const parsed = RegisterSchema.safeParse(payload);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? REQUIRED_ALL);
}

/**
 * The new-password form of /reset-password (issue 15): both fields filled, equal, then the
 * rules of NewPasswordSchema (SPEC.md §5: at least 6 characters). The first problem, or null.
 */
export function newPasswordProblem(values: { password: string; confirmPassword: string }): string | null {
  if (values.password === '' || values.confirmPassword === '') return 'Escribe y confirma tu nueva contraseña.';
  if (values.password !== values.confirmPassword) return 'Las contraseñas no coinciden';
  const parsed = NewPasswordSchema.safeParse(values.password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Revisa la contraseña.');
}
