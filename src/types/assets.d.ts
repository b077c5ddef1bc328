/** Stylesheets are imported as text and adopted as constructable stylesheets. */
declare module '*.css' {
  const css: string;
  export default css;
}

/** Text fixtures (the XSS corpus) are imported as strings in tests. */
declare module '*.txt' {
  const text: string;
  export default text;
}
