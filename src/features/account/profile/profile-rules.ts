import { HEADIMG_MAX_BYTES, IMAGE_TYPES } from '../../../api/upload/upload-image.ts'

// The profile's checks, as the server makes them (it checks again, the picture by its content).

/** the server's nickname limit (characters) */
export const NICKNAME_MAX = 20

export type NicknameProblem = 'empty' | 'long'

export function nicknameProblem(nickname: string): NicknameProblem | null {
  const value = nickname.trim()
  if (!value) return 'empty'
  if ([...value].length > NICKNAME_MAX) return 'long'
  return null
}

export type AvatarProblem = 'type' | 'size'

export function avatarProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'type'
  if (file.size > HEADIMG_MAX_BYTES) return 'size'
  return null
}
