/**
 * The error contract: every error a client can see, with its HTTP status and
 * Spanish message. The server raises AppError(code); REST answers
 * `{ code, message }` with the status; tRPC carries the code in `data.appCode`.
 */
export const ERRORS = {
  VALIDATION: { status: 400, message: 'Revisa los datos enviados.' },
  INVALID_START_TIME: {
    status: 400,
    message: 'Elige una hora de inicio válida: 09:00, 12:00, 15:00, 18:00 o 21:00.',
  },
  INVALID_DURATION: { status: 400, message: 'La duración debe ser de 2, 4 u 8 horas.' },
  DATE_OUT_OF_WINDOW: {
    status: 400,
    message: 'Solo puedes reservar a partir de ahora y hasta 30 días después de hoy.',
  },
  GUESTS_OUT_OF_RANGE: {
    status: 400,
    message: 'El número de personas debe estar entre 1 y la capacidad del venue.',
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
  EMAIL_TAKEN: { status: 409, message: 'Ya existe una cuenta con ese correo electrónico.' },
  SLOT_TAKEN: {
    status: 409,
    message: 'Ese horario ya está reservado. Elige otra fecha u hora.',
  },
  PRICE_CHANGED: {
    status: 409,
    message: 'El total no coincide con el precio actual del venue. Revisa el resumen e intenta de nuevo.',
  },
  VENUE_UNAVAILABLE: { status: 409, message: 'Este venue no está disponible para reservas.' },
  VENUE_NO_HOURLY_PRICE: { status: 409, message: 'Este venue no tiene precio por hora.' },
  VENUE_HAS_FUTURE_BOOKINGS: {
    status: 409,
    message: 'No puedes eliminar un venue con reservas futuras. Cancélalas primero.',
  },
  BLOCK_OVERLAPS_BOOKINGS: {
    status: 409,
    message: 'Ya hay reservas o bloqueos en ese horario. Cancélalos antes de bloquearlo.',
  },
  TOO_MANY_IMAGES: { status: 400, message: 'Solo puedes subir un máximo de 10 imágenes' },
  INVALID_IMAGE: { status: 400, message: 'El archivo no es una imagen válida' },
  IMAGE_TOO_LARGE: { status: 413, message: 'La imagen es demasiado grande (máximo 10 MB).' },
  BOOKING_NOT_CANCELLABLE: { status: 409, message: 'Esta reserva ya no se puede cancelar.' },
  CANCELLATION_WINDOW_CLOSED: {
    status: 409,
    message: 'Solo puedes cancelar en línea hasta 24 horas antes del inicio. Contacta al propietario del venue.',
  },
  CHECK_IN_NOT_ALLOWED: { status: 409, message: 'Solo se puede registrar la llegada de una reserva confirmada.' },
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
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
  },
  INTERNAL: { status: 500, message: 'Ocurrió un error inesperado. Intenta de nuevo.' },
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
