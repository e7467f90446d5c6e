import { cache } from 'react';
import SiteHeader from './site-header';
import SiteFooter from './site-footer';

/**
 * The solid header and the footer as one element each per request. Every page's flight data carries the
 * not-found page (its boundary) beside the page's own layout; with the same element object in both places
 * React serializes it once and refers to it the second time.
 */
export const solidHeader = cache(() => <SiteHeader />);
export const siteFooter = cache(() => <SiteFooter />);
