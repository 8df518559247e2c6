/** A stylesheet imported as its text (webpack `asset/source`, shell/webpack.config.ts). */
declare module '*.css' {
  const text: string;
  export default text;
}
