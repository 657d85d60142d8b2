import { styled } from '@mui/material/styles';

/**
 * A plain `<img>` that takes `sx` while keeping `width`/`height` as HTML attributes (Box would turn
 * them into CSS), so the browser reserves the space before the image loads.
 */
export const Img = styled('img')({});
