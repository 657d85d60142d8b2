/**
 * What react-material-ui-carousel takes from `framer-motion`, from its ES-module build instead of the
 * CommonJS one the carousel would otherwise pull in whole. Wired in webpack.config.ts.
 */
// @ts-expect-error framer-motion 4's package "exports" hide its typings from TypeScript; webpack resolves dist/es.
export { AnimatePresence, motion } from 'framer-motion';
