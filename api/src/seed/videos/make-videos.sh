#!/usr/bin/env bash
# Draws the short seed videos into api/public/videos (run once; the outputs are committed).
# Each is a title card with the lesson name and a running clock: 320x180, 1 fps, no sound,
# a few tens of KB. Needs ffmpeg. Lengths must match the durations in data/learning.ts.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../../public/videos"
font="$here/../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"
mkdir -p "$out"

draw() { # file seconds colour title
  local text="${4//:/\\:}"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=$3:s=320x180:r=1:d=$2" \
    -vf "drawtext=fontfile=$font:text='$text':fontcolor=white:fontsize=15:x=(w-tw)/2:y=58,drawtext=fontfile=$font:text='%{eif\:t/60\:d\:2}\:%{eif\:mod(t\,60)\:d\:2}':fontcolor=0xffd54f:fontsize=22:x=(w-tw)/2:y=100" \
    -c:v libx264 -preset veryslow -crf 36 -pix_fmt yuv420p -g 30 -movflags +faststart -an \
    "$out/$1"
}

draw 101-1.mp4 75 0x0b4f8a 'Dış Ticaretin Tarafları'
draw 101-2.mp4 80 0x0b4f8a 'Temel Terimler'
draw 101-3.mp4 70 0x0b4f8a 'Dış Ticarette Kullanılan Belgeler'
draw 102-1.mp4 72 0x2e5e4e 'Incoterms® Nedir?'
draw 102-2.mp4 85 0x2e5e4e 'Her Taşıma Türü İçin Kurallar'
draw 102-3.mp4 78 0x2e5e4e 'FAS, FOB, CFR ve CIF'
draw 103-1.mp4 90 0x5b3a8a 'Peşin Ödeme ve Mal Mukabili'
draw 103-2.mp4 76 0x5b3a8a 'Vesaik Mukabili Ödeme'
draw 103-3.mp4 88 0x5b3a8a 'Akreditif Türleri ve UCP 600'
draw 104-1.mp4 74 0x8a4b0b 'Doğru Pazaryerini Seçmek'
draw 104-2.mp4 82 0x8a4b0b 'Ürün Listeleme'
draw 105-1.mp4 79 0x3d4a57 'Gümrük Kanunu ve Temel Kavramlar'
draw 105-2.mp4 73 0x3d4a57 'Dahilde İşleme Rejimi'
