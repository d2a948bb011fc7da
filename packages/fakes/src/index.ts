export { type FakeGoogle, type FakeGoogleIdentity, startFakeGoogle } from './fake-google';
export { type FakePaypal, startFakePaypal } from './fake-paypal';
