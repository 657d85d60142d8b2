/** Where the API lives: same origin, under this path (the contract's server URL). */
export const API_BASE = '/api';
