/** SPEC.md §7 payment calls: /api/payment-methods, /paypal/*, /api/complete-paypal-booking. */
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../context';
import { body, param, type RouterInputs, registerShims } from './shim';

export function registerPaymentRoutes(app: FastifyInstance, deps: RequestDeps): void {
  registerShims(app, deps, [
    { method: 'GET', url: '/api/payment-methods', handler: (caller) => caller.payments.methods() },
    { method: 'GET', url: '/paypal/setup', handler: (caller) => caller.payments.setup() },
    {
      method: 'POST',
      url: '/paypal/order',
      status: 201,
      handler: (caller, req) => caller.payments.createOrder(body<RouterInputs['payments']['createOrder']>(req)),
    },
    {
      method: 'POST',
      url: '/paypal/order/:orderId/capture',
      handler: (caller, req) => caller.payments.capture({ orderId: param(req, 'orderId') }),
    },
    {
      method: 'POST',
      url: '/api/complete-paypal-booking',
      handler: (caller, req) => caller.payments.complete(body<RouterInputs['payments']['complete']>(req)),
    },
  ]);
}
