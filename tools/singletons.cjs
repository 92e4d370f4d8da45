/**
 * Every container shares these as singletons: one React, router, store, query client, i18n.
 * Read by the webpack config (the federation `shared` list) and by lint (the shell's entry chunk
 * may take no value from them, eslint.config.mjs).
 */
module.exports = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'styled-components',
  '@lms/shared',
];
