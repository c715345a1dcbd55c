declare module '*.wasm' {
  const exports: WebAssembly.Exports;
  export = exports;
}
