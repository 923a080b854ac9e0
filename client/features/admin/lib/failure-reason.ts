// What to put after "Failed to save product:" or "Import failed:": the server's own message when it
// answered (ApiError), else the network's or the error's.

export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}
