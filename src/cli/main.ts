console.log('schedlab');
