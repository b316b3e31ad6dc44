export declare function takeLock(
  file: string,
  pid?: number,
  marker?: string,
): { taken: true; holder?: undefined } | { taken: false; holder: number };
export declare function releaseLock(file: string, pid?: number): void;
