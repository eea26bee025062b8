import { page } from '../web/operations.js';

export const GET_SITE_CSS = page({
  route: '/site.css',
  operationId: 'getSiteStylesheet',
  summary: 'The style of the header and footer every page for people shares',
  ok: { '200': { description: 'The stylesheet.', type: 'text/css' } },
  errors: [],
});

export const SITE_OPERATIONS = [GET_SITE_CSS];
