/**
 * The error contract: every error a client can see, with its HTTP status and
 * Spanish message. The server raises AppError(code); REST answers
 * `{ code, message }` with the status; tRPC carries the code in `data.appCode`.
 */
import { PENDING_HOLD_MS } from './booking-lifecycle';
import { CHECK_IN_OPENS_MINUTES_BEFORE } from './check-in';
import { MAX_FAVORITES } from './favorites';
import { BOOKING_WINDOW_DAYS, INVALID_DURATION_MESSAGE, START_TIMES_TEXT } from './slot-constants';

export const ERRORS = {
  VALIDATION: { status: 400, message: 'Revisa los datos enviados.' },
  INVALID_START_TIME: {
    status: 400,
    message: `Elige una hora de inicio válida: ${START_TIMES_TEXT}.`,
  },
  INVALID_DURATION: { status: 400, message: INVALID_DURATION_MESSAGE },
  DATE_OUT_OF_WINDOW: {
    status: 400,
    message: `Solo puedes reservar a partir de ahora y hasta ${BOOKING_WINDOW_DAYS} días después de hoy.`,
  },
  GUESTS_OUT_OF_RANGE: {
    status: 400,
    message: 'El número de personas debe estar entre 1 y la capacidad del espacio.',
  },
  PRICE_REQUIRED: { status: 400, message: 'Debes establecer al menos un precio (por hora o por día).' },
  UNAUTHENTICATED: { status: 401, message: 'Inicia sesión para continuar.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Email o contraseña incorrectos' },
  FORBIDDEN: { status: 403, message: 'No tienes permiso para realizar esta acción.' },
  ADMIN_ROLE_FORBIDDEN: {
    status: 403,
    message: 'Solo un administrador puede tener el rol de administrador.',
  },
  ROLE_ABOVE_HELD: {
    status: 403,
    message: 'No puedes cambiar a una vista superior a tu rol.',
  },
  NOT_FOUND: { status: 404, message: 'No encontrado.' },
  VENUE_NOT_FOUND: { status: 404, message: 'Venue no encontrado' },
  BOOKING_NOT_FOUND: { status: 404, message: 'Reserva no encontrada.' },
  // issue 15: conversations
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Esa conversación no existe.' },
  OWN_VENUE_MESSAGE: { status: 403, message: 'No puedes enviarte mensajes sobre tu propio espacio.' },
  MESSAGE_RATE_LIMITED: {
    status: 429,
    message: 'Estás enviando mensajes muy rápido. Espera un momento e intenta de nuevo.',
  },
  // issue 16: favourite venues (favorites.ts MAX_FAVORITES)
  FAVORITES_LIMIT: {
    status: 409,
    message: `Ya tienes ${MAX_FAVORITES} espacios en favoritos. Quita alguno para guardar otro.`,
  },
  EMAIL_TAKEN: { status: 409, message: 'Ya existe una cuenta con ese correo electrónico.' },
  SLOT_TAKEN: {
    status: 409,
    message: 'Ese horario ya está reservado. Elige otra fecha u hora.',
  },
  PRICE_CHANGED: {
    status: 409,
    message: 'El total no coincide con el precio actual del espacio. Revisa el resumen e intenta de nuevo.',
  },
  VENUE_UNAVAILABLE: { status: 409, message: 'Este espacio no está disponible para reservas.' },
  VENUE_NO_HOURLY_PRICE: { status: 409, message: 'Este espacio no tiene precio por hora.' },
  VENUE_HAS_FUTURE_BOOKINGS: {
    status: 409,
    message: 'No puedes eliminar un espacio con reservas futuras. Cancélalas primero.',
  },
  CALENDAR_FEED_INVALID: {
    status: 422,
    message:
      'Ese enlace no es un calendario iCal. Copia la dirección iCal (.ics) de tu calendario de Google u Outlook.',
  },
  CALENDAR_FEED_UNREACHABLE: {
    status: 422,
    message: 'No pudimos leer ese calendario. Revisa que el enlace sea público y vuelve a intentarlo.',
  },
  CALENDAR_FEED_NOT_FOUND: { status: 404, message: 'Este espacio no tiene un calendario externo.' },
  CALENDAR_FEED_UNREADABLE: {
    status: 422,
    message: 'No pudimos abrir el enlace guardado de tu calendario. Vuelve a pegar su dirección iCal.',
  },
  EXTERNAL_BLOCK: {
    status: 409,
    message: 'Este bloqueo viene de tu calendario externo: cámbialo allí y actualiza el calendario.',
  },
  BLOCK_OVERLAPS_BOOKINGS: {
    status: 409,
    message: 'Ya hay reservas o bloqueos en ese horario. Cancélalos antes de bloquearlo.',
  },
  TOO_MANY_IMAGES: { status: 400, message: 'Solo puedes subir un máximo de 10 imágenes' },
  IMAGE_NOT_ALLOWED: { status: 400, message: 'Solo puedes usar fotos que subiste para tus espacios.' },
  INVALID_IMAGE: { status: 400, message: 'El archivo no es una imagen válida' },
  IMAGE_TOO_LARGE: { status: 413, message: 'La imagen es demasiado grande (máximo 10 MB).' },
  BOOKING_NOT_CANCELLABLE: { status: 409, message: 'Esta reserva ya no se puede cancelar.' },
  CANCELLATION_WINDOW_CLOSED: {
    status: 409,
    message: 'La reserva ya empezó: ya no puedes cancelarla en línea. Contacta al propietario del espacio.',
  },
  // issue 16: the host's booking rules
  BUFFER_CONFLICT: {
    status: 409,
    message:
      'Este espacio necesita tiempo libre entre reservas y ese horario queda muy cerca de otra. Elige otra hora.',
  },
  NOTICE_TOO_SHORT: {
    status: 422,
    message: 'Este espacio necesita más anticipación para reservar. Elige una fecha u hora posterior.',
  },
  ADD_ON_NOT_FOUND: {
    status: 409,
    message: 'Uno de los extras que elegiste ya no está disponible. Revisa el resumen e intenta de nuevo.',
  },
  REQUEST_NOT_PENDING: { status: 409, message: 'Esta solicitud ya fue respondida o venció.' },
  RESCHEDULE_NOT_ALLOWED: {
    status: 409,
    message: 'Solo puedes cambiar la fecha de una reserva confirmada o de una solicitud pendiente.',
  },
  RESCHEDULE_WINDOW_CLOSED: {
    status: 409,
    message: 'Ya no puedes cambiar la fecha de esta reserva: el plazo de su política de cancelación terminó.',
  },
  RESCHEDULE_SAME_SLOT: { status: 400, message: 'Elige un horario distinto al que ya tienes.' },
  RESCHEDULE_PENDING: {
    status: 409,
    message: 'Ya pediste un cambio de fecha para esta reserva; espera la respuesta del anfitrión.',
  },
  NO_PENDING_RESCHEDULE: { status: 409, message: 'Esta reserva no tiene un cambio de fecha pendiente.' },
  CHECK_IN_NOT_ALLOWED: { status: 409, message: 'Solo se puede registrar la llegada de una reserva confirmada.' },
  CHECK_IN_TOO_EARLY: {
    status: 409,
    message: `Aún es pronto: la llegada se registra desde ${CHECK_IN_OPENS_MINUTES_BEFORE} minutos antes del inicio de la reserva.`,
  },
  CHECK_IN_ENDED: { status: 409, message: 'La reserva ya terminó: ya no se puede registrar la llegada.' },
  SELF_DEMOTION: { status: 409, message: 'No puedes quitarte a ti mismo el rol de administrador.' },
  LAST_ADMIN: { status: 409, message: 'Debe quedar al menos un administrador en la plataforma.' },
  USER_NOT_FOUND: { status: 404, message: 'Usuario no encontrado.' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'Solicitud no encontrada.' },
  REVIEW_NOT_ALLOWED: { status: 409, message: 'Solo puedes reseñar una reserva completada.' },
  REVIEW_EXISTS: { status: 409, message: 'Ya dejaste una reseña para esta reserva.' },
  APPLICATION_PENDING: { status: 409, message: 'Ya tienes una solicitud en revisión.' },
  ALREADY_OWNER: { status: 409, message: 'Tu cuenta ya es de propietario.' },
  PAYMENTS_DISABLED: { status: 503, message: 'El pago con PayPal no está disponible.' },
  PAYMENT_ORDER_NOT_FOUND: { status: 404, message: 'No encontramos ese pago.' },
  PAYMENT_DECLINED: { status: 402, message: 'PayPal rechazó el pago. Intenta con otro método de pago.' },
  PAYMENT_FAILED: { status: 502, message: 'No pudimos comunicarnos con PayPal. Intenta de nuevo en unos minutos.' },
  PAYMENT_MISMATCH: {
    status: 409,
    message: 'El monto pagado no coincide con el precio de la reserva. El cobro fue reembolsado.',
  },
  BOOKING_DATA_REQUIRED: { status: 400, message: 'Faltan los datos de la reserva.' },
  GOOGLE_EMAIL_UNVERIFIED: { status: 403, message: 'Tu correo de Google no está verificado.' },
  CONCURRENT_UPDATE: { status: 409, message: 'Alguien más hizo un cambio al mismo tiempo. Intenta de nuevo.' },
  RATE_LIMITED: {
    status: 429,
    message: 'Demasiados intentos. Espera un minuto e intenta de nuevo.',
  },
  ACCOUNT_LOCKED: {
    status: 429,
    message: 'Demasiados intentos fallidos con esta cuenta. Espera 15 minutos o restablece tu contraseña.',
  },
  // issue 15: a password-reset link that is malformed, unknown, used or expired
  RESET_LINK_INVALID: {
    status: 400,
    message: 'El enlace para restablecer la contraseña no es válido o ya caducó. Solicita uno nuevo.',
  },
  CONFIRM_LINK_INVALID: {
    status: 400,
    message: 'El enlace para confirmar tu correo no es válido o ya caducó. Inicia sesión y pide uno nuevo.',
  },
  EMAIL_NOT_CONFIRMED: {
    status: 403,
    message:
      'Confirma tu correo electrónico antes de publicar un espacio. Busca el enlace que te enviamos o pide otro.',
  },
  AUTH_BUSY: {
    status: 503,
    message: 'Hay muchos inicios de sesión en este momento. Intenta de nuevo en unos segundos.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
  },
  INTERNAL: { status: 500, message: 'Ocurrió un error inesperado. Intenta de nuevo.' },
  // issue 12 (slot hoarding, owner self-dealing, idempotent booking, PayPal amounts)
  OWN_VENUE_BOOKING: { status: 403, message: 'No puedes reservar tu propio espacio.' },
  OWN_VENUE_REVIEW: { status: 403, message: 'No puedes reseñar tu propio espacio.' },
  TOO_MANY_PAYPAL_HOLDS: {
    status: 409,
    message: `Tienes demasiados pagos con PayPal sin completar. Termina uno o espera ${PENDING_HOLD_MS / 60_000} minutos.`,
  },
  TOO_MANY_VENUE_BOOKINGS: {
    status: 409,
    message: 'Ya tienes el máximo de reservas próximas en este espacio.',
  },
  TOO_MANY_UPCOMING_BOOKINGS: {
    status: 409,
    message: 'Ya tienes el máximo de reservas próximas. Espera a que pase alguna o cancela una.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'El encabezado Idempotency-Key debe tener entre 1 y 200 caracteres visibles.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'Esta clave de idempotencia ya se usó con otra solicitud distinta.',
  },
  PAYPAL_AMOUNT_OUT_OF_RANGE: {
    status: 400,
    message: 'El total de esta reserva no se puede pagar con PayPal. Elige pago en el lugar.',
  },
  // issue 12 (client errors answered as 500): one code per HTTP status a client can cause,
  // so every tRPC error code and every Fastify 4xx has its status and Spanish message here.
  INVALID_CHARACTERS: {
    status: 400,
    message: 'El texto enviado contiene caracteres no permitidos (como el carácter nulo).',
  },
  PAYMENT_REQUIRED: { status: 402, message: 'Se requiere un pago para continuar.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Esta dirección no acepta ese método de solicitud.' },
  REQUEST_TIMEOUT: { status: 408, message: 'La solicitud tardó demasiado. Intenta de nuevo.' },
  PRECONDITION_FAILED: { status: 412, message: 'No se cumplió una condición previa de la solicitud.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'El archivo o los datos enviados son demasiado grandes.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'El tipo de contenido enviado no es compatible. Envía los datos como JSON.',
  },
  UNPROCESSABLE: { status: 422, message: 'No pudimos procesar los datos enviados.' },
  PRECONDITION_REQUIRED: { status: 428, message: 'La solicitud necesita una condición previa.' },
  CLIENT_CLOSED_REQUEST: { status: 499, message: 'La solicitud se canceló antes de terminar.' },
  NOT_IMPLEMENTED: { status: 501, message: 'Esta función aún no está disponible.' },
  BAD_GATEWAY: { status: 502, message: 'Un servicio externo no respondió. Intenta de nuevo en unos minutos.' },
  GATEWAY_TIMEOUT: { status: 504, message: 'Un servicio externo tardó demasiado. Intenta de nuevo en unos minutos.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** A client-visible error: `code` picks status and default Spanish message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
  }
}
