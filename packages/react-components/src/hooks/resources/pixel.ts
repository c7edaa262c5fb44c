import { getPixelQuery } from '@earshot/sdk-core';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/pixel (getPixel): the tag snippet and its verification. Waits, disabled, until advertiserId is given. */
export const usePixel = queryHook(getPixelQuery);
