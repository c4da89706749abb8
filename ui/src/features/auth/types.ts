/** The signed-in user as the server returns it from login; stored in localStorage as `userData`. */
export interface SessionUser {
  id?: number;
  name?: string;
  email: string;
  role: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}
