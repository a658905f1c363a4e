// Loads @prisma/schema-engine-wasm without experimental flags and opens an engine bound to a driver adapter.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import {
  bindMigrationAwareSqlAdapterFactory,
  type ErrorRegistry,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { z } from "zod";
import { MigrateError } from "./errors";

interface EngineBindings {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: {
    new: (options: { datamodels: [string, string][] | undefined }, log: (line: string) => void, adapter: object) => Promise<SchemaEngine>;
  };
}

function isEngineBindings(value: unknown): value is EngineBindings {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as { __wbg_set_wasm?: unknown; SchemaEngine?: unknown };
  return (
    typeof candidate.__wbg_set_wasm === "function" &&
    typeof candidate.SchemaEngine === "function" &&
    typeof (candidate.SchemaEngine as { new?: unknown }).new === "function"
  );
}

const BINDINGS_MODULE = "@prisma/schema-engine-wasm/schema_engine_bg";

let lastPanic: string | undefined;
let loaded: Promise<EngineBindings> | undefined;

/**
 * The package's own entry point imports the .wasm file as an ES module, which Node only allows behind
 * --experimental-wasm-modules; instantiating the bytes ourselves works on a plain `node`/`tsx`.
 */
function loadBindings(): Promise<EngineBindings> {
  loaded ??= (async () => {
    // The engine reports a Rust panic's message through this global, then throws a bare
    // "unreachable"; without the global the panic hook itself crashes.
    const registry = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };
    registry.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message(message: string) {
        lastPanic = message;
      },
    };
    const jsPath = createRequire(import.meta.url).resolve(BINDINGS_MODULE);
    const bindings: unknown = await import(BINDINGS_MODULE);
    if (!isEngineBindings(bindings)) {
      throw new MigrateError(`${BINDINGS_MODULE} does not have the expected exports (is the pinned version installed?)`);
    }
    // The .wasm file is not in the package's exports map, so locate it next to the bindings.
    const bytes = readFileSync(path.join(path.dirname(jsPath), "schema_engine_bg.wasm"));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {
      "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    const start = instance.exports.__wbindgen_start;
    if (typeof start !== "function") throw new MigrateError("the schema engine wasm has no __wbindgen_start export");
    start();
    return bindings;
  })();
  return loaded;
}

/** The message of the last Rust panic; the error the engine throws for it only says "unreachable". */
export function lastEnginePanic(): string | undefined {
  return lastPanic;
}

/** Errors thrown in our adapter reach the engine as an id; the engine reports "External error id#N". */
function recoverAdapterError(error: unknown, registry: ErrorRegistry): unknown {
  if (!(error instanceof Error)) return error;
  const match = /External error id#(\d+)/.exec(error.message);
  if (!match) return error;
  return registry.consumeError(Number(match[1]))?.error ?? error;
}

export interface EngineSession {
  /**
   * Runs one engine method and checks the shape of what it returns: the wasm engine is an internal,
   * untyped-at-runtime API, and a changed result shape must fail loudly rather than print nonsense.
   */
  run<T>(method: string, call: (engine: SchemaEngine) => Promise<unknown>, result: z.ZodType<T>): Promise<T>;
  /** Frees the engine. It leaves a 10 s timer behind, so the caller still has to exit the process. */
  close(): void;
}

export interface OpenEngineOptions {
  schemaPath: string;
  schemaSource: string;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /** Receives the engine's JSON log lines; only useful when debugging the engine itself. */
  log?: (line: string) => void;
}

export async function openEngine(options: OpenEngineOptions): Promise<EngineSession> {
  const bindings = await loadBindings();
  const bound = bindMigrationAwareSqlAdapterFactory(options.adapterFactory);
  let engine: SchemaEngine;
  try {
    engine = await bindings.SchemaEngine.new(
      { datamodels: [[options.schemaPath, options.schemaSource]] },
      options.log ?? (() => {}),
      bound,
    );
  } catch (error) {
    throw recoverAdapterError(error, bound.errorRegistry);
  }
  return {
    async run(method, call, result) {
      let output: unknown;
      try {
        output = await call(engine);
      } catch (error) {
        throw recoverAdapterError(error, bound.errorRegistry);
      }
      const parsed = result.safeParse(output);
      if (!parsed.success) {
        throw new MigrateError(`the schema engine's ${method} returned an unexpected result: ${parsed.error.message}`);
      }
      return parsed.data;
    },
    close() {
      engine.free();
    },
  };
}
