/** The contract's `NewPassword` length (a test keeps these equal to openapi.yaml). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a good password; common or leaked passwords are refused.`;
export const PASSWORDS_DIFFER_TEXT = 'The two passwords are not the same.';
