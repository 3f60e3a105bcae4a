/* A C header, as C libraries compiled as C++ write their types (dr_wav, stb, miniz): structs with
   no name of their own, named by a typedef, declared inside extern "C". */
#ifndef WAV_H
#define WAV_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  unsigned short channels;
  unsigned short block_align;
  const char* label;
  void* user_data;
} wav_format;

typedef struct {
  wav_format format;
  unsigned long long data_bytes;
  int (*on_read)(void* user, void* out, unsigned long bytes);
} wav;

unsigned long long wav_frames(const wav* file);

#ifdef __cplusplus
}
#endif

#endif
