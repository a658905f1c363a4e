export const ACTION_BODY_LIMIT_BYTES: number;
export const UPLOAD_BODY_LIMIT_BYTES: number;
