// GET /api/search?q=…: results as you type for the header's search box (rules in features/search).
import type { APIRoute } from 'astro';
import { searchResponse } from '#src/features/search/endpoint.server.ts';

export const GET: APIRoute = ({ url, locals }) => searchResponse(url, locals.clientAddress, locals.services.search);
