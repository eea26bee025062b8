/**
 * Mismatches between the test servers' answers and the OpenAPI document, kept until the setup file
 * (`contract-setup.ts`) fails the test that caused them. No imports: every test file loads this.
 */
const mismatches: string[] = [];
let checked = 0;

export function recordChecked(found: readonly string[]): void {
  checked++;
  mismatches.push(...found);
}

/** Takes the mismatches found since the last call. */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}

/** How many answers were checked in this process (a test proves the hook is on). */
export function checkedCount(): number {
  return checked;
}
