import { uploadChatImage } from '../../api/chat/upload-chat-image.ts'

/** upload/upload: an image the agent sends, stored for the chat */
export const uploadAgentImage = (token: string, file: File) => uploadChatImage(file, '/servicer/servicer/upload/upload', token)
