import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { optimize, type Compiler, type Configuration, type Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const root = __dirname;
// Webpack resolves modules to their real paths, so a symlinked node_modules (a git worktree sharing one)
// must be named by its real path too, or the rules scoped to a package's folder never match.
const nodeModules = realpathSync(path.join(root, 'node_modules'));

/** Where the build records which files each route needs (read by `npm run size`; not served). */
export const BUILD_MANIFEST = path.join(root, 'dist/web-manifest.json');

/**
 * Writes, for every named chunk group (the entry and each lazy route or section), the JS files it needs
 * and the modules inside them, so `scripts/size.ts` can weigh a route and check what it contains.
 */
class ChunkGroupManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkGroupManifestPlugin', ({ compilation }) => {
      const { chunkGraph } = compilation;
      const moduleNames = (module: Module): string[] => {
        const inner = (module as Module & { modules?: Module[] }).modules;
        if (inner) return inner.flatMap(moduleNames);
        const resource = module.nameForCondition();
        return resource ? [path.relative(root, resource).split(path.sep).join('/')] : [];
      };
      const chunks: Record<string, { files: string[]; modules: string[] }> = {};
      for (const chunk of compilation.chunks) {
        chunks[String(chunk.id)] = {
          files: [...chunk.files].filter((file) => file.endsWith('.js')),
          modules: [...chunkGraph.getChunkModulesIterable(chunk)].flatMap(moduleNames),
        };
      }
      const groups: Record<string, string[]> = {};
      for (const [name, group] of [...compilation.entrypoints, ...compilation.namedChunkGroups]) {
        groups[name] = group.chunks.map((chunk) => String(chunk.id));
      }
      mkdirSync(path.dirname(BUILD_MANIFEST), { recursive: true });
      writeFileSync(BUILD_MANIFEST, JSON.stringify({ builtAt: new Date().toISOString(), groups, chunks }));
    });
  }
}

/** Where the render entry is built (loaded by the server at run time), with the client build's scripts. */
export const SSR_DIR = path.join(root, 'dist/ssr');
export const CLIENT_MANIFEST = path.join(SSR_DIR, 'client-manifest.json');

/**
 * Writes the client build's scripts for the render entry (`ClientManifest` in src/app/render.tsx): the
 * entry's files in order, runtime first, and for each named chunk group (each route's page) its files.
 */
class ClientManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ClientManifestPlugin', ({ compilation }) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      const scripts = (chunks: Iterable<{ files: Set<string> }>) =>
        [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
      const main = compilation.entrypoints.get('main');
      if (!main) throw new Error('The web build has no "main" entry.');
      const runtime = main.getRuntimeChunk();
      const entry = [...new Set([...(runtime ? scripts([runtime]) : []), ...scripts(main.chunks)])].map(
        (file) => publicPath + file,
      );
      const chunks: Record<string, string[]> = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (name === 'main') continue;
        chunks[name] = scripts(group.chunks)
          .map((file) => publicPath + file)
          .filter((file) => !entry.includes(file));
      }
      mkdirSync(SSR_DIR, { recursive: true });
      writeFileSync(CLIENT_MANIFEST, JSON.stringify({ entry, chunks }, null, 1));
    });
  }
}

/**
 * The render entry (src/app/render.tsx) as one CommonJS file for Node: every page in it (no chunks), the
 * same modules and asset URLs as the browser's build, no files emitted but the bundle.
 */
function ssrConfig(production: boolean): Configuration {
  return {
    name: 'ssr',
    dependencies: ['web'],
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { render: path.join(root, 'src/app/render.tsx') },
    output: {
      path: SSR_DIR,
      filename: '[name].js',
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs2' },
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: {
        'react-router$': path.join(nodeModules, 'react-router/dist/production/index.mjs'),
        'react-router/dom$': path.join(nodeModules, 'react-router/dist/production/dom-export.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          include: path.join(root, 'src'),
          loader: 'esbuild-loader',
          options: { target: 'node20', jsx: 'automatic' },
        },
        {
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } },
        // The Gujarati and Devanagari fonts are named only by the server's head (src/i18n/fonts.ts): this build
        // writes them into the web build's assets, after that build has cleaned its folder.
        { test: /\.woff2$/i, type: 'asset/resource', generator: { outputPath: '../web/' } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

const webConfig = (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    name: 'web',
    mode: production ? 'production' : 'development',
    entry: { main: path.join(root, 'src/index.tsx') },
    output: {
      path: path.join(root, 'dist/web'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: production
        ? {
            // @mui/material 5.18 imports these two from @mui/system's package root, which holds its CommonJS
            // build (with the CommonJS Babel helpers) next to the ES modules everything else uses.
            '@mui/system/createStyled$': path.join(nodeModules, '@mui/system/esm/createStyled.js'),
            '@mui/system/colorManipulator$': path.join(nodeModules, '@mui/system/esm/colorManipulator.js'),
            // react-router's default export condition is its development build (warnings, dev checks):
            // about 40 % larger. The production build has the same API.
            'react-router$': path.join(nodeModules, 'react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(nodeModules, 'react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          include: path.join(root, 'src'),
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        {
          // react-material-ui-carousel is CommonJS that `require`s the whole of @mui/material and the
          // CommonJS framer-motion, which defeats tree shaking (about +100 KB). Inside its folder only,
          // those imports resolve to ES-module re-exports of just what it uses.
          test: /\.js$/,
          include: path.join(nodeModules, 'react-material-ui-carousel'),
          resolve: {
            alias: {
              '@mui/material$': path.join(root, 'src/vendor-shims/carouselMui.ts'),
              'framer-motion$': path.join(root, 'src/vendor-shims/carouselFramerMotion.ts'),
              '@mui/icons-material/FiberManualRecord$': path.join(
                nodeModules,
                '@mui/icons-material/esm/FiberManualRecord.js',
              ),
              '@mui/icons-material/NavigateBefore$': path.join(
                nodeModules,
                '@mui/icons-material/esm/NavigateBefore.js',
              ),
              '@mui/icons-material/NavigateNext$': path.join(
                nodeModules,
                '@mui/icons-material/esm/NavigateNext.js',
              ),
            },
          },
        },
        {
          // A feature's public entry (src/features/<name>/index.ts) only re-exports: marking it free of side
          // effects lets webpack take just the re-exports a chunk uses, so a lazily loaded part stays lazy.
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      // webpack's default minimizer (terser, two passes): unlike esbuild's transform-mode minify it drops
      // unused code inside webpack's module wrappers, which is where tree shaking leaves it.
      minimize: production,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The libraries every page needs, in one long-cached file; everything else is split per route.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs|redux|immer|reselect|use-sync-external-store|@emotion|stylis|react-router|react-router-dom)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
          // The charts library and its d3 parts in one back-office file: each async chunk costs every
          // public page an entry in the runtime's chunk map.
          charts: {
            test: /[\\/]node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-charts-vendor|@react-spring|d3-[a-z-]+|internmap|delaunator|robust-predicates|flatqueue)[\\/]/,
            name: 'admin-charts',
            chunks: 'async',
            priority: 15,
            enforce: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        favicon: path.join(root, 'public/favicon.svg'),
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: path.join(root, 'public/brands'), to: 'brands' },
          { from: path.join(root, 'public/icons'), to: 'icons' },
          ...['favicon.ico', 'apple-touch-icon.png', 'site.webmanifest', 'og-image.png'].map((name) => ({
            from: path.join(root, 'public', name),
          })),
        ],
      }),
      ...(production
        ? [new ChunkGroupManifestPlugin(), new ClientManifestPlugin(), ...precompressedCopies()]
        : []),
    ],
    devServer: {
      port: 8080,
      historyApiFallback: true,
      proxy: [
        {
          context: ['/api', '/sitemap.xml', '/robots.txt'],
          target: `http://127.0.0.1:${process.env.PORT ?? 3000}`,
        },
      ],
    },
  };
};

/*
 * Each text file of the build also as `.br` (brotli at its strongest) and `.gz` (gzip -9), made once here:
 * the server sends the copy the browser accepts (@fastify/static's `preCompressed`). Compressing on each
 * request has to be quick (brotli level 4), and its copy of the job page's first scripts was 22 KB (14%)
 * larger, about 0.1 s more on a slow phone's 1.6 Mbps.
 */
const precompressedCopies = () => {
  const test = /\.(js|css|html|svg|webmanifest)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      },
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlibConstants.Z_BEST_COMPRESSION },
    }),
  ];
};

/** The browser's build and, for production, the render entry the server loads (`npm run build:web`). */
export default (_env: unknown, argv: { mode?: Configuration['mode'] }) => {
  const production = argv.mode !== 'development';
  return production ? [webConfig(_env, argv), ssrConfig(true)] : webConfig(_env, argv);
};
