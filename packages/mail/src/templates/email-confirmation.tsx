/* @jsxRuntime automatic */
// The server runs on tsx, which compiles with its own tsconfig only: this pragma keeps the automatic JSX runtime.
import { Link } from '@react-email/components';
import type { MailData } from '../types';
import { MailLayout, Paragraph } from './layout';
import { ActionButton } from './parts';

/** Issue 15: welcome + confirm your address (at registration), or a new confirmation link. */
export function EmailConfirmationMail(props: Extract<MailData, { kind: 'email-confirmation' }>) {
  return (
    <MailLayout
      preview={props.welcome ? 'Te damos la bienvenida a Rentas por Hora' : 'Confirma tu correo'}
      heading={props.welcome ? 'Te damos la bienvenida' : 'Confirma tu correo'}
    >
      <Paragraph>Hola{props.firstName ? ` ${props.firstName}` : ''}:</Paragraph>
      {props.welcome && (
        <Paragraph>
          Gracias por crear tu cuenta. Ya puedes reservar estudios, salones, restaurantes y salas por hora en la Ciudad
          de México.
        </Paragraph>
      )}
      <Paragraph>Confirma que este correo es tuyo para recibir tus reservas y publicar espacios:</Paragraph>
      <ActionButton href={props.confirmUrl}>Confirmar mi correo</ActionButton>
      <Paragraph>
        El enlace vale 7 días y solo funciona una vez. Si el botón no abre, copia esta dirección en tu navegador:{' '}
        <Link href={props.confirmUrl}>{props.confirmUrl}</Link>
      </Paragraph>
      <Paragraph>Si no creaste una cuenta, ignora este correo.</Paragraph>
    </MailLayout>
  );
}
