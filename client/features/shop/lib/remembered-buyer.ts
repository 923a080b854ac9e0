// A member's name as they last gave it at checkout on this device, so that their next checkout (free
// tickets above all) is one click. Only for members: a shared computer's visitor leaves nothing behind.
const STORAGE_KEY = 'griot-buyer-name';

export function rememberedName(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, name.trim());
  } catch {
    // Storage disabled: the name is asked again next time.
  }
}
