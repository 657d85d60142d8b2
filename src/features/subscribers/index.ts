/** Public entry of the subscribers feature: the newsletter form the public footer shows. */
export { default as SubscribeForm } from './SubscribeForm';
