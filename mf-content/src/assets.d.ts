/** Stylesheets loaded as text (`asset/source`, see webpack.config.js). */
declare module '*.css' {
  const css: string;
  export default css;
}
