// An eslint-plugin-import resolver that resolves imports exactly as TypeScript does for the importing file: with the
// compiler options of its nearest tsconfig.json, so the `@/` and `@shared/` aliases of web/tsconfig.json resolve here
// as they do for tsc, Vite and Vitest. (The usual TypeScript resolver needs native builds that our registry lacks.)
const path = require('node:path');
const { builtinModules } = require('node:module');
const ts = require('typescript');

exports.interfaceVersion = 2;

const BUILTINS = new Set(builtinModules);
const DEFAULTS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
};
const optionsByConfig = new Map();

function compilerOptions(file) {
  const configFile = ts.findConfigFile(path.dirname(file), ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) return DEFAULTS;
  let options = optionsByConfig.get(configFile);
  if (!options) {
    const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    options = { ...(parsed ? parsed.options : DEFAULTS), allowJs: true };
    optionsByConfig.set(configFile, options);
  }
  return options;
}

exports.resolve = (source, file) => {
  if (source.startsWith('node:') || BUILTINS.has(source)) return { found: true, path: null };
  const { resolvedModule } = ts.resolveModuleName(source, file, compilerOptions(file), ts.sys);
  if (!resolvedModule) return { found: false };
  // A package resolves to its typings; the rules only need to know it is found and where it lives.
  return { found: true, path: resolvedModule.resolvedFileName };
};
