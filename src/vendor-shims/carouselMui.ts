/**
 * What react-material-ui-carousel takes from `@mui/material`, as ES modules so the rest of MUI is tree
 * shaken away. webpack.config.ts points the carousel's `require('@mui/material')` here (its folder only).
 */
export { default as IconButton } from '@mui/material/IconButton';
export { styled } from '@mui/material/styles';
