// Save-Data: the browser's sign (the `Save-Data: on` header, read here as navigator.connection.saveData)
// that its user pays for every byte. Then the web fonts stay away, pictures come at their smallest width,
// and nothing is fetched ahead of need (docs/architecture.md, "Save-Data").
interface NetworkInformationLike {
  saveData?: boolean;
}

export function savesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}
