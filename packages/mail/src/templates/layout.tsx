/* @jsxRuntime automatic */
// The server runs on tsx, which compiles with its own tsconfig only: this pragma keeps the automatic JSX runtime.
import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** Shared frame of every e-mail: brand, heading, body, a footer; one column, readable on phones. */
export function MailLayout(props: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="es-MX">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f8f9fa', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 16px' }}>
          <Text style={{ fontSize: '18px', fontWeight: 800, color: '#862e9c', margin: '0 0 16px' }}>
            Rentas por Hora
          </Text>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '12px', padding: '24px' }}>
            <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: '#212529', margin: '0 0 16px' }}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Hr style={{ borderColor: '#dee2e6', margin: '24px 0 12px' }} />
          <Text style={{ fontSize: '12px', color: '#868e96', margin: 0 }}>
            Rentas por Hora · Espacios por hora en la Ciudad de México. Recibes este correo por tu cuenta en Rentas por
            Hora.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the body of an e-mail. */
export function Paragraph(props: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: '16px', lineHeight: '24px', color: '#343a40', margin: '0 0 16px' }}>{props.children}</Text>
  );
}
