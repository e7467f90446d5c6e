/** Error answers several calls share, as the docs list them. */
export const notFound = { status: 404, when: 'no such record (code not_found)' };
export const validation = { status: 400, when: 'the body or the query breaks the contract (code validation, with fields)' };
export const unauthorized = { status: 401, when: 'no, an invalid or an expired access token (code unauthorized)' };
