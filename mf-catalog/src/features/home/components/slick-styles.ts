import { createGlobalStyle } from 'styled-components';

/** The few rules react-slick needs (the slick-carousel package and its jQuery are not used). */
export const SlickStyles = createGlobalStyle`
  .slick-slider {
    position: relative;
    display: block;
    box-sizing: border-box;
    user-select: none;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  .slick-list {
    position: relative;
    display: block;
    overflow: hidden;
    margin: 0;
    padding: 0;
  }
  .slick-list:focus {
    outline: none;
  }
  .slick-slider .slick-track,
  .slick-slider .slick-list {
    transform: translate3d(0, 0, 0);
  }
  .slick-track {
    position: relative;
    top: 0;
    left: 0;
    display: flex;
    margin-left: 0;
    margin-right: auto;
  }
  .slick-slide {
    height: auto;
    min-height: 1px;
  }
  .slick-slide > div {
    height: 100%;
  }
  .slick-arrow.slick-hidden {
    display: none;
  }
  .slick-dots {
    position: absolute;
    bottom: 0.5rem;
    left: 0;
    right: 0;
    display: flex !important;
    justify-content: center;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .slick-dots button {
    width: 28px;
    height: 28px;
    border: 0;
    padding: 0;
    background: transparent;
    font-size: 0;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .slick-dots button::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.6);
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.15);
  }
  .slick-dots .slick-active button::before {
    background: #fff;
  }
`;
