/** The operations of our contract that the contract source calls. */
export type ContractOperation = 'geocode' | 'current' | 'forecast' | 'climate';

/** Builds the URL of one operation; parameters are set in the query string. */
export type EndpointUrl = (operation: ContractOperation, parameters: Readonly<Record<string, string>>) => URL;

/**
 * Checks a base URL such as `http://127.0.0.1:8787/v1` and returns the builder of operation
 * URLs under it. Trailing slashes are ignored, so `…/v1` and `…/v1/` reach the same place.
 */
export function contractEndpoint(baseUrl: string): EndpointUrl {
  // The base URL is never echoed: it may carry credentials of a self-hosted instance.
  const hint = 'an absolute http(s) URL such as http://127.0.0.1:8787/v1';
  if (typeof baseUrl !== 'string') throw new TypeError(`baseUrl must be ${hint}`);
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl must be ${hint}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TypeError(`baseUrl must be ${hint}`);
  // The source sets every query parameter itself; a query or fragment in the base would be lost or clash.
  if (base.search !== '' || base.hash !== '')
    throw new TypeError('baseUrl must not carry a query string or a fragment');
  return (operation, parameters) => operationUrl(base, operation, parameters);
}

/** The URL of `operation` under a base URL that {@link contractEndpoint} has checked. */
export function operationUrl(
  base: URL,
  operation: ContractOperation,
  parameters: Readonly<Record<string, string>>,
): URL {
  const url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}/${operation}`);
  for (const name of Object.keys(parameters)) url.searchParams.set(name, parameters[name]!);
  return url;
}
