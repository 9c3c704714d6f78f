/** The envelope of a request refused for one reason, as every route answers it. */
export const refusal = (message: string, code = 400) => ({
  code,
  message,
  data: null,
  errors: [message],
});

/** The envelope of an answer whose record sits under `data`. */
export const answered = (message: string, data: unknown, code = 200) => ({ code, message, data });
