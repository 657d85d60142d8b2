/**
 * WhatsApp click-to-chat links (https://wa.me): plain links, no script from WhatsApp. A chat with a
 * number takes its digits only (country code first, no `+`); a link without a number lets the visitor
 * choose whom to send the text to (sharing).
 */

/** The digits WhatsApp's links take from a phone number as people write it ("+91 98250 12345"). */
export const whatsappDigits = (phone: string): string => phone.replace(/\D/g, '');

/** A chat with `phone`, the message `text` typed in for the visitor to send. */
export const whatsappChatUrl = (phone: string, text?: string): string =>
  `https://wa.me/${whatsappDigits(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** A message to share with anyone the visitor picks in WhatsApp. */
export const whatsappShareUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;
