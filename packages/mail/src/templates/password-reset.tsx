/* @jsxRuntime automatic */
// The server runs on tsx, which compiles with its own tsconfig only: this pragma keeps the automatic JSX runtime.
import { Link } from '@react-email/components';
import { MailLayout, Paragraph } from './layout';
import { ActionButton } from './parts';

/** Issue 15: the password-reset e-mail (a link valid 1 hour, once: PASSWORD_RESET_TTL_MS). */
export function PasswordResetMail(props: { firstName: string | null; resetUrl: string }) {
  return (
    <MailLayout preview="Restablece tu contraseña de Rentas por Hora" heading="Restablece tu contraseña">
      <Paragraph>Hola{props.firstName ? ` ${props.firstName}` : ''}:</Paragraph>
      <Paragraph>
        Recibimos una solicitud para restablecer la contraseña de tu cuenta. Elige una nueva con este botón:
      </Paragraph>
      <ActionButton href={props.resetUrl}>Restablecer contraseña</ActionButton>
      <Paragraph>
        El enlace vale 1 hora y solo funciona una vez. Si el botón no abre, copia esta dirección en tu navegador:{' '}
        <Link href={props.resetUrl}>{props.resetUrl}</Link>
      </Paragraph>
      <Paragraph>Si no lo pediste tú, ignora este correo: tu contraseña no cambia.</Paragraph>
    </MailLayout>
  );
}
