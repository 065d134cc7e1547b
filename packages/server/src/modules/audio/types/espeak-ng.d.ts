/** The slice of the `espeak-ng` npm package (an Emscripten build of the eSpeak NG CLI) that we use. */
declare module 'espeak-ng' {
  export interface ESpeakNgFS {
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
  }

  export interface ESpeakNgModule {
    FS: ESpeakNgFS;
  }

  export interface ESpeakNgOptions {
    /** Command-line arguments for the automatic run of `main` (ignored with `noInitialRun`). */
    arguments?: string[];
    noInitialRun?: boolean;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten hook: instantiate the WebAssembly module ourselves (imports in, instance out). */
    instantiateWasm?: (imports: object, receive: (instance: object, module: object) => void) => object;
  }

  export default function ESpeakNg(options?: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
