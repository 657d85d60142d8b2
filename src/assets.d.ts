/** A file webpack copies to the build (asset/resource): importing it gives its public URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
