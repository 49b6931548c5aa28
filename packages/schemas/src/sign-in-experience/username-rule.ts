/** A letter or underscore first, then word characters (spec §5). Kept free of zod for the browser. */
export const usernameRegex = /^[A-Z_a-z]\w*$/;

/** Example: `isValidUsername('jane_doe') === true`, `isValidUsername('1jane') === false`. */
export const isValidUsername = (value: string): boolean => usernameRegex.test(value);
