/** The stored timestamp format is the domain core's (src/domain/timestamps.ts). */
export { timestampText } from '../../domain/timestamps';
